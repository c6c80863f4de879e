import { layerRequests, type LayerRequest } from '@isarlicht/contracts';
import { settleEarlyClicks } from '../start/replay-early-clicks';

/** What a visitor asks for with a click; `consent:request` is a page asking on its own. */
export const isVisitorRequest = (request: LayerRequest): boolean => request !== 'consent:request';

/**
 * A visitor can press "KI-Assistent" before the consent layer has arrived. Requests
 * for the layer are held until it has subscribed, then sent again in order; while it
 * cannot load, they wait for a retry that brings it, so nothing third-party opens
 * meanwhile (fail closed). `onRequest` hears each held request: the layer loads at
 * once when a visitor asks for it.
 */
export function holdLayerRequests(onRequest: (request: LayerRequest) => void = () => undefined) {
  const held: CustomEvent[] = [];
  const capture = (event: Event) => {
    held.push(new CustomEvent(event.type, { detail: (event as CustomEvent<unknown>).detail }));
    onRequest(event.type as LayerRequest);
  };
  for (const name of layerRequests) window.addEventListener(name, capture);
  const stop = () => {
    for (const name of layerRequests) window.removeEventListener(name, capture);
  };
  return {
    release(): void {
      stop();
      for (const event of held.splice(0)) window.dispatchEvent(event);
      settleEarlyClicks();
    },
    discard(): void {
      stop();
      held.length = 0;
      settleEarlyClicks();
    },
  };
}

export type HeldLayerRequests = ReturnType<typeof holdLayerRequests>;
