import type { EventName } from './event-map';

/**
 * Bus events only the consent layer answers: the events a control may send
 * (`busAction`), and the ones the shell holds for the layer and replays from clicks
 * the boot script took before the layer listened. One list, so a control cannot name an
 * event an early click would lose.
 */
export const layerRequests = [
  'modal:open',
  'cookie-settings:open',
  'consent:request',
  'consent:grant',
] as const satisfies readonly EventName[];

export type LayerRequest = (typeof layerRequests)[number];

export const isLayerRequest = (name: string): name is LayerRequest => (layerRequests as readonly string[]).includes(name);
