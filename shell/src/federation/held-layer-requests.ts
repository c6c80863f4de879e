import { layerRequests, type LayerRequest } from '@isarlicht/contracts/events/layer-requests';

/** What a visitor asks for with a click; `consent:request` is a page asking on its own. */
export const isVisitorRequest = (request: LayerRequest): boolean => request !== 'consent:request';

/**
 * A page or a control can ask the consent layer for something before it has arrived.
 * Requests for the layer are held until it has subscribed, then sent again in order;
 * while it cannot load, they wait for a retry that brings it, so nothing third-party
 * opens meanwhile (fail closed). `onRequest` hears each held request: the layer loads
 * at once when a visitor asks for it. (A visitor's clicks on the page's own controls are
 * kept by the boot script until the layer listens, or fails: replay-early-clicks.ts.)
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
    /** Holds requests made before, without asking for the layer again (the clicks the page kept while it failed to load). */
    keep(events: readonly CustomEvent[]): void {
      held.push(...events);
    },
    release(): void {
      stop();
      for (const event of held.splice(0)) window.dispatchEvent(event);
    },
    discard(): void {
      stop();
      held.length = 0;
    },
  };
}

export type HeldLayerRequests = ReturnType<typeof holdLayerRequests>;
