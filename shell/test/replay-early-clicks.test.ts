import { on } from '@isarlicht/browser-runtime/events/bus';
import type { EventMap } from '@isarlicht/contracts/events/event-map';
import { recordEarlyClicks } from '@isarlicht/browser-runtime/start/early-clicks';
import { closeEarlyDialogs, replayEarlyClicks, takeEarlyClickEvents } from '../src/start/app/replay-early-clicks';
import { visitorClick } from './support/visitor-click';

describe('replaying clicks taken before the consent layer listened', () => {
  it('sends their bus events in order and clears the busy marks, as the layer now has them', () => {
    document.body.innerHTML =
      '<div id="root"><button data-bus-event="modal:open" data-bus-detail=\'{"modal":"booking"}\'>Erstgespräch buchen</button>' +
      '<button data-bus-event="cookie-settings:open">Cookie-Einstellungen</button>' +
      '<button data-bus-event="navigate" data-bus-detail=\'{"to":"/agb"}\'>Fremd</button></div>';
    recordEarlyClicks(window);
    const [booking, settings, foreign] = [...document.querySelectorAll('button')];
    for (const button of [settings, booking, foreign]) visitorClick(button ?? document.body);
    expect(booking).toHaveAttribute('aria-busy', 'true');

    const received: (EventMap['modal:open'] | 'cookie-settings')[] = [];
    const offs = [
      on('modal:open', (payload) => received.push(payload)),
      on('cookie-settings:open', () => received.push('cookie-settings')),
    ];
    replayEarlyClicks();
    expect(foreign).not.toHaveAttribute('aria-busy');
    expect(received).toEqual(['cookie-settings', { modal: 'booking' }]);
    expect(booking).not.toHaveAttribute('aria-busy');
    expect(settings).not.toHaveAttribute('aria-busy');
    offs.forEach((off) => off());
  });

  it('skips entries another script put in the queue that are no click of a bus control, and never throws', () => {
    document.body.innerHTML = '<button data-bus-event="cookie-settings:open">Cookie-Einstellungen</button>';
    const control = document.querySelector('button');
    const throwing = Object.defineProperty({}, 'name', {
      get: () => {
        throw new Error('forged');
      },
    });
    const forged = [
      { name: 'navigate', detail: null, control: {} },
      { name: 'modal:open', detail: '{"modal":', control: null },
      { name: 'no-such-event', detail: null, control },
      { name: 'modal:open', detail: { modal: 'booking' }, control },
      throwing,
      { name: 'cookie-settings:open', detail: null, control },
    ];
    Reflect.set(window, '__isarlichtEarlyClicks', forged);
    const opened: string[] = [];
    const offs = [on('cookie-settings:open', () => opened.push('cookie-settings')), on('modal:open', ({ modal }) => opened.push(modal))];
    expect(() => replayEarlyClicks()).not.toThrow();
    offs.forEach((off) => off());
    expect(opened).toEqual(['cookie-settings']);
  });

  it('gives the clicks up as bus events, to wait for a retry, and closes the early dialogs when the consent layer cannot load', () => {
    document.body.innerHTML =
      '<div id="root"><button data-bus-event="modal:open" data-bus-detail=\'{"modal":"assistant"}\'>KI-Assistent</button></div>' +
      '<div data-early-dialog="assistant"><div role="dialog" aria-busy="true">KI-Assistent</div></div>';
    recordEarlyClicks(window);
    const button = document.querySelector('button') ?? document.body;
    visitorClick(button);
    const opened: string[] = [];
    const off = on('modal:open', ({ modal }) => opened.push(modal));
    const events = takeEarlyClickEvents();
    closeEarlyDialogs();
    replayEarlyClicks();
    expect(opened).toEqual([]);
    expect(events.map((event) => [event.type, event.detail as unknown])).toEqual([['modal:open', { modal: 'assistant' }]]);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(document.querySelector('[data-early-dialog]')).toBeNull();
    events.forEach((event) => window.dispatchEvent(event));
    off();
    expect(opened).toEqual(['assistant']);
  });
});
