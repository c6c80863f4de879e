import { fireEvent, render, screen } from '@testing-library/react';
import { busAction } from '@isarlicht/browser-runtime/events/bus-action';
import { on } from '@isarlicht/browser-runtime/events/bus';
import type { EventMap } from '@isarlicht/contracts/events/event-map';

// The boot script's taking of early clicks is tested where it runs, in the shell (record-early-clicks.test.ts).
describe('busAction', () => {
  it('sends its event on click and names it, with the payload as JSON, in the markup', () => {
    const opened: EventMap['modal:open'][] = [];
    const off = on('modal:open', (payload) => opened.push(payload));
    render(<button {...busAction('modal:open', { modal: 'booking' })}>Erstgespräch buchen</button>);
    const button = screen.getByRole('button', { name: 'Erstgespräch buchen' });
    expect(button).toHaveAttribute('data-bus-event', 'modal:open');
    expect(button).toHaveAttribute('data-bus-detail', '{"modal":"booking"}');
    fireEvent.click(button);
    expect(opened).toEqual([{ modal: 'booking' }]);
    off();
  });

  it('writes no payload attribute for an event without one', () => {
    render(<button {...busAction('cookie-settings:open')}>Cookie-Einstellungen</button>);
    expect(screen.getByRole('button')).not.toHaveAttribute('data-bus-detail');
  });
});
