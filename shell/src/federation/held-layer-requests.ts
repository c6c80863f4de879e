import { settleEarlyClicks } from '../start/replay-early-clicks';
import { layerRequests } from './layer-requests';

/**
 * A visitor can press "KI-Assistent" before the consent layer has arrived. Requests
 * for the layer are held until it has subscribed, then sent again in order; if the
 * layer never arrives they are dropped, so nothing third-party opens (fail closed).
 * `onRequest` hears each held request: the layer loads at once when a visitor asks for it.
 */
export function holdLayerRequests(onRequest: () => void = () => undefined) {
  const held: CustomEvent[] = [];
  const capture = (event: Event) => {
    held.push(new CustomEvent(event.type, { detail: (event as CustomEvent).detail }));
    onRequest();
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
