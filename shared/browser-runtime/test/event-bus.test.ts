import { emit, on } from '../src/events/bus';
import { essentialOnly, toRecord } from '@isarlicht/contracts/consent/consent-choice';
import type { EventMap } from '@isarlicht/contracts/events/event-map';

describe('event bus', () => {
  it('delivers a payload to every subscriber of that event only', () => {
    const opened: EventMap['modal:open'][] = [];
    const closed: EventMap['modal:close'][] = [];
    const offOpen = on('modal:open', (payload) => opened.push(payload));
    const offClose = on('modal:close', (payload) => closed.push(payload));

    emit('modal:open', { modal: 'booking' });

    expect(opened).toEqual([{ modal: 'booking' }]);
    expect(closed).toEqual([]);
    offOpen();
    offClose();
  });

  it('stops delivering after unsubscribe', () => {
    const received: unknown[] = [];
    const off = on('cookie-settings:open', (payload) => received.push(payload));
    emit('cookie-settings:open');
    off();
    emit('cookie-settings:open');
    expect(received).toHaveLength(1);
  });

  it('travels as window CustomEvents under the contract names, so separately built copies hear each other', () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener('consent-updated', listener);
    const record = toRecord({ ...essentialOnly, externalContent: true, googleMaps: true }, new Date('2026-11-22T10:00:00.000Z'));

    emit('consent-updated', record);
    window.removeEventListener('consent-updated', listener);

    expect(heard).toEqual([record]);
  });

  it('receives events dispatched by code that does not use this module', () => {
    const received: EventMap['modal:open'][] = [];
    const off = on('modal:open', (payload) => received.push(payload));
    window.dispatchEvent(new CustomEvent('modal:open', { detail: { modal: 'assistant' } }));
    off();
    expect(received).toEqual([{ modal: 'assistant' }]);
  });
});
