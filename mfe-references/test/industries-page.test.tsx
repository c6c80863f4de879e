import { render, screen, within } from '@testing-library/react';
import IndustriesPage from '../src/pages/industries/industries-page';

describe('industries overview', () => {
  it('leads with real estate, logistics and startups and lists the other nine below', () => {
    render(<IndustriesPage />);
    const hrefs = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(hrefs('Schwerpunkte')).toEqual(['/software-for/real-estate', '/software-for/logistics', '/software-for/startups']);
    const rest = hrefs('Weitere Branchen');
    expect(rest).toHaveLength(9);
    expect(rest.slice(0, 3)).toEqual(['/software-for/kmu', '/software-for/e-commerce', '/software-for/insurance']);
    expect(screen.getByRole('heading', { level: 3, name: 'Software für Immobilienunternehmen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erstgespräch buchen' })).toBeInTheDocument();
  });
});
