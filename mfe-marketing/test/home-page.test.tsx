import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { on, type EventMap } from '@isarlicht/shared';
import HomePage from '../src/pages/home/home-page';

describe('home page', () => {
  it('asks the consent layer for the booking and assistant modals through the bus', () => {
    const opened: EventMap['modal:open'][] = [];
    const off = on('modal:open', (payload) => opened.push(payload));
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Erstgespräch buchen' }));
    fireEvent.click(screen.getByRole('button', { name: 'KI-Assistent' }));
    off();

    expect(opened).toEqual([{ modal: 'booking' }, { modal: 'assistant' }]);
  });

  it('states the agency claims and links the five core services', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    for (const claim of ['8 Wochen', '3 Tage', '20+', '24/7']) expect(screen.getByText(claim)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'KI-Entwicklung' })).toHaveAttribute('href', '/services/ai-development');
    expect(screen.getByRole('link', { name: 'No-Code-Entwicklung' })).toHaveAttribute('href', '/services/no-code-development');
  });
});
