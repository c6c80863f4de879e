import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { consentStorageKey, type ConsentRecord } from '@isarlicht/contracts/consent/consent-record';
import { emit, on } from '@isarlicht/browser-runtime/events/bus';
import { headerControlsId } from '@isarlicht/contracts/pages/layout-slots';
import { ConsentLayer } from '../src/layer/consent-layer';
import { decidedRecord } from './support/decided-record';
import { stubDeploymentConfig } from './support/stub-deployment-config';

// The layer's call and settings buttons are lazy chunks: the render settles inside act,
// so they have loaded before a test reads the page.
async function renderLayer(record: ConsentRecord | null = decidedRecord) {
  // The room the shell's header keeps for the layer's settings button.
  document.getElementById(headerControlsId)?.remove();
  const controls = document.createElement('div');
  controls.id = headerControlsId;
  document.body.append(controls);
  window.localStorage.clear();
  window.localStorage.setItem('appVersion', '1.0.0');
  if (record) window.localStorage.setItem(consentStorageKey, JSON.stringify(record));
  await act(async () => {
    render(<ConsentLayer />);
  });
}

describe('consent layer', () => {
  beforeEach(() => stubDeploymentConfig('all-on'));

  it('opens the panel on a first visit with every optional purpose checked and Essenziell disabled', async () => {
    await renderLayer(null);
    const panel = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    expect(within(panel).getByRole('checkbox', { name: /Essenziell/ })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: /Essenziell/ })).toBeChecked();
    for (const name of [/Analyse/, /Externe Inhalte/, /HubSpot Meetings/, /Google Maps/]) {
      expect(within(panel).getByRole('checkbox', { name })).toBeChecked();
    }
    expect(within(panel).queryByRole('button', { name: 'Schließen' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
  });

  it('answers consent:request with consent:state', async () => {
    await renderLayer();
    const states: (ConsentRecord | null)[] = [];
    const off = on('consent:state', (state) => states.push(state));
    act(() => emit('consent:request'));
    off();
    expect(states).toEqual([decidedRecord]);
  });

  it('shows the settings button in the room the header keeps while not everything is on, and opens the panel from the bus', async () => {
    await renderLayer();
    expect(document.getElementById(headerControlsId)).toContainElement(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    act(() => emit('cookie-settings:open'));
    expect(screen.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the booking modal from the bus and explains the missing HubSpot consent', async () => {
    await renderLayer();
    act(() => emit('modal:open', { modal: 'booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Erstgespräch buchen' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Um einen Termin buchen zu können, müssen Sie das Laden des HubSpot Meetings Widgets erlauben.');
  });

  it('closes by Escape, overlay and Schließen, announcing modal:close and returning focus', async () => {
    const closed: string[] = [];
    const off = on('modal:close', ({ modal }) => closed.push(modal));
    await renderLayer();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();

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

  it('sends the visitor from the assistant to the cookie settings', async () => {
    await renderLayer();
    act(() => emit('modal:open', { modal: 'assistant' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Der KI-Assistent kann nicht geladen werden, da Cookies für externe Inhalte deaktiviert sind.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen ändern' }));
    expect(screen.queryByRole('dialog', { name: 'KI-Assistent' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
  });

  it('keeps both modals independent', async () => {
    await renderLayer();
    act(() => {
      emit('modal:open', { modal: 'assistant' });
      emit('modal:open', { modal: 'booking' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
  });
});
