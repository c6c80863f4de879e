import { emit, on } from '@isarlicht/browser-runtime/events/bus';
import type { EventMap } from '@isarlicht/contracts/events/event-map';
import { holdLayerRequests } from '../src/federation/held-layer-requests';

describe('held layer requests', () => {
  it('sends requests made before the layer listened once it does, in order', () => {
    const held = holdLayerRequests();
    emit('modal:open', { modal: 'booking' });
    emit('cookie-settings:open');
    emit('consent:grant', { purpose: 'googleMaps' });

    const received: (EventMap['modal:open'] | EventMap['consent:grant'] | 'cookie-settings')[] = [];
    const offs = [
      on('modal:open', (payload) => received.push(payload)),
      on('cookie-settings:open', () => received.push('cookie-settings')),
      on('consent:grant', (payload) => received.push(payload)),
    ];
    held.release();
    emit('modal:open', { modal: 'assistant' });
    offs.forEach((off) => off());

    expect(received).toEqual([{ modal: 'booking' }, 'cookie-settings', { purpose: 'googleMaps' }, { modal: 'assistant' }]);
  });

  it('tells the slot about each request, so the layer loads at once when a visitor asks for it', () => {
    const asked: string[] = [];
    const held = holdLayerRequests(() => asked.push('load'));
    emit('modal:open', { modal: 'assistant' });
    emit('consent:request');
    held.discard();
    emit('cookie-settings:open');
    expect(asked).toEqual(['load', 'load']);
  });

  it('drops held requests when the layer cannot load', () => {
    const held = holdLayerRequests();
    emit('modal:open', { modal: 'assistant' });
    held.discard();
    const received: unknown[] = [];
    const off = on('modal:open', (payload) => received.push(payload));
    held.release();
    off();
    expect(received).toEqual([]);
  });
});
