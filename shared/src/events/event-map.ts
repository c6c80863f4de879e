import type { ConsentRecord } from '../consent/consent-record';

export type ModalName = 'assistant' | 'booking';

/**
 * The contract between remotes: event name → payload. Remotes are built and deployed
 * separately, so this map is the only thing they agree on. Renaming or reshaping an
 * entry is a breaking change; adding one needs a test.
 */
export interface EventMap {
  'consent-updated': ConsentRecord;
  'modal:open': { readonly modal: ModalName };
  'modal:close': { readonly modal: ModalName };
  'cookie-settings:open': undefined;
}

export type EventName = keyof EventMap;

export const eventNames = [
  'consent-updated',
  'modal:open',
  'modal:close',
  'cookie-settings:open',
] as const satisfies readonly EventName[];
