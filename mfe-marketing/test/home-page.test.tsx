import { fireEvent, render, screen, within } from '@testing-library/react';
import { on } from '@isarlicht/browser-runtime/events/bus';
import type { EventMap } from '@isarlicht/contracts/events/event-map';
import HomePage from '../src/pages/home/home-page';

const renderHome = () => render(<HomePage />);

describe('home page', () => {
  it('asks the consent layer for the booking and assistant modals through the bus', () => {
    const opened: EventMap['modal:open'][] = [];
    const off = on('modal:open', (payload) => opened.push(payload));
    renderHome();
    const hero = screen.getByRole('region', { name: 'Aus Ideen werden KI-Lösungen und Webanwendungen, die im Alltag bestehen.' });

    fireEvent.click(within(hero).getByRole('button', { name: 'Erstgespräch buchen' }));
    fireEvent.click(within(hero).getByRole('button', { name: 'KI-Assistent' }));
    off();

    expect(opened).toEqual([{ modal: 'booking' }, { modal: 'assistant' }]);
  });

  it('states the agency claims and links the five core services', () => {
    renderHome();
    for (const claim of ['8 Wochen', '3 Tage', '20+', '24/7']) expect(screen.getByText(claim)).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Was wir für Sie entwickeln' });
    expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'KI-Entwicklung' })).toHaveAttribute('href', '/services/ai-development');
    expect(screen.getByRole('link', { name: 'No-Code-Entwicklung' })).toHaveAttribute('href', '/services/no-code-development');
  });

  it('links featured references and industries of mfe-references by route only', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Kiekje – die App für Kitas und Eltern' })).toHaveAttribute('href', '/references/kiekje');
    expect(screen.getByRole('link', { name: 'Product-Vision-Bootcamp' })).toHaveAttribute('href', '/references/bootcamp-workshop');
    expect(screen.getByRole('link', { name: 'Software für KMU und Mittelstand' })).toHaveAttribute('href', '/software-for/kmu');
    expect(screen.getByRole('link', { name: 'Alle Branchen' })).toHaveAttribute('href', '/software-for');
  });

  it('shows the process from understanding to hand-over in order', () => {
    renderHome();
    const process = screen.getByRole('region', { name: 'So arbeiten wir' });
    expect(
      within(process)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Verstehen', 'Bauen', 'Testen', 'Übergeben']);
  });
});
