import type { ConsentPurpose, ConsentRecord } from '../consent/consent-record';

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
  /** Asks the consent layer for the current record; it answers with `consent:state`. */
  'consent:request': undefined;
  /** The current record (null: nothing decided yet), sent by the consent layer on start and on request. */
  'consent:state': ConsentRecord | null;
  /** A visitor allows one purpose in place (e.g. the map on /contact); the consent layer records it. */
  'consent:grant': { readonly purpose: ConsentPurpose };
  /** A remote's link or filter asks the shell's router to go to a path of the site (`to` may carry a query). */
  navigate: { readonly to: string; readonly replace?: boolean };
  /** The shell's location changed (and once on start): path with query, for page-view reporting. */
  'route-changed': { readonly path: string };
}

export type EventName = keyof EventMap;

export const eventNames = [
  'consent-updated',
  'modal:open',
  'modal:close',
  'cookie-settings:open',
  'consent:request',
  'consent:state',
  'consent:grant',
  'navigate',
  'route-changed',
] as const satisfies readonly EventName[];
