import { act, fireEvent, render, screen } from '@testing-library/react';
import { consentStorageKey, emit, on } from '@isarlicht/shared';
import { ConsentLayer } from '../src/layer/consent-layer';

describe('consent layer modals', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens the booking modal from the bus and explains the missing HubSpot consent', () => {
    render(<ConsentLayer />);
    act(() => emit('modal:open', { modal: 'booking' }));

    const dialog = screen.getByRole('dialog', { name: 'Erstgespräch buchen' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent(
      'Um einen Termin buchen zu können, müssen Sie das Laden des HubSpot Meetings Widgets erlauben.',
    );
  });

  it('closes by Escape, overlay and Schließen, announcing modal:close and returning focus', () => {
    const closed: string[] = [];
    const off = on('modal:close', ({ modal }) => closed.push(modal));
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    render(<ConsentLayer />);

    act(() => emit('modal:open', { modal: 'assistant' }));
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    act(() => emit('modal:open', { modal: 'assistant' }));
    fireEvent.click(screen.getByRole('dialog').parentElement as HTMLElement);
    act(() => emit('modal:open', { modal: 'assistant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));

    off();
    expect(closed).toEqual(['assistant', 'assistant', 'assistant']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the visitor from the assistant to the cookie settings', () => {
    const requests: unknown[] = [];
    const off = on('cookie-settings:open', () => requests.push('open'));
    render(<ConsentLayer />);
    act(() => emit('modal:open', { modal: 'assistant' }));

    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Der KI-Assistent kann nicht geladen werden, da Cookies für externe Inhalte deaktiviert sind.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen ändern' }));
    off();

    expect(requests).toEqual(['open']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps both modals independent', () => {
    window.localStorage.setItem(consentStorageKey, 'kein json');
    render(<ConsentLayer />);
    act(() => {
      emit('modal:open', { modal: 'assistant' });
      emit('modal:open', { modal: 'booking' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
  });
});
