import { emit, on, type EventMap } from '@isarlicht/shared';

type LayerRequest = { readonly name: 'modal:open'; readonly payload: EventMap['modal:open'] } | { readonly name: 'cookie-settings:open' };

/**
 * A visitor can press "KI-Assistent" before the consent layer has arrived. Requests
 * for the layer are held until it has subscribed, then sent again; if the layer
 * never arrives they are dropped, so nothing third-party opens (fail closed).
 */
export function holdLayerRequests() {
  const held: LayerRequest[] = [];
  const unsubscribe = [
    on('modal:open', (payload) => held.push({ name: 'modal:open', payload })),
    on('cookie-settings:open', () => held.push({ name: 'cookie-settings:open' })),
  ];
  const stop = () => unsubscribe.forEach((off) => off());
  return {
    release(): void {
      stop();
      for (const request of held.splice(0)) {
        if (request.name === 'modal:open') emit('modal:open', request.payload);
        else emit('cookie-settings:open');
      }
    },
    discard(): void {
      stop();
      held.length = 0;
    },
  };
}

export type HeldLayerRequests = ReturnType<typeof holdLayerRequests>;
