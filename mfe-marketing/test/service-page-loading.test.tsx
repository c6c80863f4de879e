import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { serviceIds } from '@isarlicht/contracts/routes/ids';
import * as service from '../src/pages/services/service-page';
import { loadServicePages } from '../src/content/services/load-service-page';
import { servicePageLoaders } from '../src/content/services/service-pages.generated';

describe('service page text, loaded apart from the cards', () => {
  it('has a loader for every service, which gives the text of that service’s page and none of its card', async () => {
    expect(Object.keys(servicePageLoaders).sort()).toEqual([...serviceIds].sort());
    const loaded = await servicePageLoaders['ai-development']();
    expect(Object.keys(loaded.default).sort()).toEqual([
      'audience',
      'body',
      'cta',
      'faq',
      'outcomes',
      'problems',
      'related',
      'steps',
      'technologies',
    ]);
    const pages = await loadServicePages();
    expect(pages.map((page) => page.id)).toEqual([...serviceIds]);
  });
});

describe('the service page module', () => {
  it('renders at once once the shell has awaited prepare', async () => {
    await service.prepare({ serviceId: 'ai-development' });
    render(<service.default params={{ serviceId: 'ai-development' }} search="" />);
    expect(screen.getByRole('heading', { level: 1, name: 'KI-Entwicklung' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Häufige Fragen' })).toBeInTheDocument();
  });

  it('without prepare, suspends until its text has loaded and then shows the page', async () => {
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
