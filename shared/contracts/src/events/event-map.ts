import type { ConsentPurpose, ConsentRecord } from '../consent/consent-record';

export type ModalName = 'assistant' | 'booking';

/** What an entry of the map holds: a witness of its payload's type, never called. */
type Carries<Payload> = (payload: Payload) => void;
const carries =
  <Payload>(): Carries<Payload> =>
  () =>
    undefined;

/**
 * The contract between remotes: event name → payload. Remotes are built and deployed
 * separately, so this map is the only thing they agree on. Renaming or reshaping an
 * entry is a breaking change; adding one needs a test. The names at run time
 * (`eventNames`) and the payload types (`EventMap`) are both read from it.
 */
const eventMap = {
  'consent-updated': carries<ConsentRecord>(),
  'modal:open': carries<{ readonly modal: ModalName }>(),
  'modal:close': carries<{ readonly modal: ModalName }>(),
  'cookie-settings:open': carries<undefined>(),
  /** Asks the consent layer for the current record; it answers with `consent:state`. */
  'consent:request': carries<undefined>(),
  /** The current record (null: nothing decided yet), sent by the consent layer on start and on request. */
  'consent:state': carries<ConsentRecord | null>(),
  /** A visitor allows one purpose in place (e.g. the map on /contact); the consent layer records it. */
  'consent:grant': carries<{ readonly purpose: ConsentPurpose }>(),
  /** A remote's link or filter asks the shell's router to go to a path of the site (`to` may carry a query). */
  navigate: carries<{ readonly to: string; readonly replace?: boolean }>(),
  /** The shell's location changed (and once on start): path with query, for page-view reporting. */
  'route-changed': carries<{ readonly path: string }>(),
};

export type EventMap = { [Name in keyof typeof eventMap]: (typeof eventMap)[Name] extends Carries<infer Payload> ? Payload : never };

export type EventName = keyof EventMap;

export const isEventName = (name: unknown): name is EventName => typeof name === 'string' && Object.hasOwn(eventMap, name);

/** Every event of the map, in its order. */
export const eventNames: readonly EventName[] = Object.keys(eventMap).filter(isEventName);
