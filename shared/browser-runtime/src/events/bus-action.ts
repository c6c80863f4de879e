import { emit } from './bus';
import { busDetailAttribute, busEventAttribute } from '@isarlicht/contracts/start/page-state';
import type { EventMap, EventName } from '@isarlicht/contracts/events/event-map';
import type { LayerRequest } from '@isarlicht/contracts/events/layer-requests';

/** Spread onto a `<button>`: its click handler, and the event in its markup. */
export interface BusActionProps {
  readonly onClick: () => void;
  readonly [busEventAttribute]: LayerRequest;
  readonly [busDetailAttribute]?: string;
}

type BusAction = <K extends LayerRequest>(
  ...args: EventMap[K] extends undefined ? [name: K] : [name: K, payload: EventMap[K]]
) => BusActionProps;

/**
 * A control that sends a bus event: the click handler once the application runs, and
 * the event with its payload as attributes, so a click before then is taken by the
 * page's boot script and replayed (early-clicks.ts). Only a request for the consent
 * layer (`layerRequests`): the shell replays no other event from an early click.
 */
export const busAction: BusAction = (name, payload?: unknown) => ({
  onClick: () => (emit as (name: EventName, payload?: unknown) => void)(name, payload),
  [busEventAttribute]: name,
  ...(payload === undefined ? {} : { [busDetailAttribute]: JSON.stringify(payload) }),
});
