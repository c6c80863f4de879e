import { fireEvent, render, screen } from '@testing-library/react';
import { busAction, on, type EventMap } from '@isarlicht/contracts';
import { recordEarlyClicks, takeEarlyClicks } from '@isarlicht/contracts/early-clicks';

afterEach(() => {
  takeEarlyClicks(window);
});

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

describe('early clicks', () => {
  it('takes a click on a bus control before the application, marks it busy and keeps it from other listeners', () => {
    const reached: string[] = [];
    document.body.innerHTML =
      '<div id="root"><button data-bus-event="modal:open" data-bus-detail=\'{"modal":"assistant"}\'><span>KI-Assistent</span></button><button>Andere</button></div>';
    document.getElementById('root')?.addEventListener('click', (event) => reached.push((event.target as Element).textContent ?? ''));
    recordEarlyClicks(window);
    const [assistant, other] = [...document.querySelectorAll('button')];
    fireEvent.click(assistant?.querySelector('span') ?? document.body);
    fireEvent.click(assistant ?? document.body);
    fireEvent.click(other ?? document.body);
    expect(assistant).toHaveAttribute('aria-busy', 'true');
    expect(reached).toEqual(['Andere']);
    const taken = takeEarlyClicks(window);
    expect(taken.map(({ name, detail, control }) => ({ name, detail, control }))).toEqual([
      { name: 'modal:open', detail: '{"modal":"assistant"}', control: assistant },
    ]);
  });

  it('stops taking clicks once the application has taken them', () => {
    document.body.innerHTML = '<button data-bus-event="cookie-settings:open">Cookie-Einstellungen</button>';
    recordEarlyClicks(window);
    expect(takeEarlyClicks(window)).toEqual([]);
    const handled: string[] = [];
    document.body.addEventListener('click', () => handled.push('app'));
    fireEvent.click(screen.getByRole('button'));
    expect(handled).toEqual(['app']);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
    expect(takeEarlyClicks(window)).toEqual([]);
  });
});
