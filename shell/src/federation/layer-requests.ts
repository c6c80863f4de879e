import type { EventName } from '@isarlicht/contracts';

/** Bus events only the consent layer answers. */
export const layerRequests = [
  'modal:open',
  'cookie-settings:open',
  'consent:request',
  'consent:grant',
  'consent:decide',
] as const satisfies readonly EventName[];

export type LayerRequest = (typeof layerRequests)[number];

export const isLayerRequest = (name: string): name is LayerRequest => (layerRequests as readonly string[]).includes(name);
