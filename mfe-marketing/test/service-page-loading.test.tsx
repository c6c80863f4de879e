import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import * as service from '../src/pages/services/service-page';
import { groupDetailLoaders } from '../src/content/service-details/load-service-page';
import { serviceGroups } from '../src/content/services';

describe('service page text, loaded by group', () => {
  it('has a loader for every group of the overview, each with exactly that group’s services', async () => {
    expect(Object.keys(groupDetailLoaders).sort()).toEqual(serviceGroups.map((group) => group.id).sort());
    for (const group of serviceGroups) {
      const details = await groupDetailLoaders[group.id]?.();
      expect(Object.keys(details ?? {}).sort()).toEqual(group.services.map((entry) => entry.id).sort());
    }
  });
});

describe('the service page module', () => {
  it('renders at once once the shell has awaited prepare', async () => {
    await service.prepare({ serviceId: 'ai-development' });
    render(<service.default params={{ serviceId: 'ai-development' }} search="" />);
    expect(screen.getByRole('heading', { level: 1, name: 'KI-Entwicklung' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Häufige Fragen' })).toBeInTheDocument();
  });

  it('without prepare, suspends until its group has loaded and then shows the page', async () => {
    await act(async () => {
      render(
        <Suspense fallback={<p>Seite wird geladen</p>}>
          <service.default params={{ serviceId: 'e-commerce-solutions' }} search="" />
        </Suspense>,
      );
    });
    expect(screen.queryByText('Seite wird geladen')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Häufige Fragen' })).toBeInTheDocument();
  });

  it('has nothing to prepare and nothing to render for an unknown id', async () => {
    await expect(service.prepare({ serviceId: 'gibt-es-nicht' })).resolves.toBeUndefined();
    const { container } = render(<service.default params={{ serviceId: 'gibt-es-nicht' }} search="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
