import { appVersion, consentPurposes, type ConsentPurpose, type ConsentRecord } from '@isarlicht/contracts/consent-record';

/** What the boot script reads of the document and of storage, once, as it runs (read-visit.ts). */
export interface Visit {
  /** The path the page's snapshot was rendered for (`#root[data-prerendered]`); null on `app.html` and in development. */
  readonly snapshot: string | null;
  readonly pathname: string;
  readonly search: string;
  readonly hidden: boolean;
  /** The page region's `data-first-load` (`static` or `hydrate`); null where the page has no region. */
  readonly firstLoad: string | null;
  /** The purposes a hydrating region follows (`data-follows-consent`); null where it names none. */
  readonly follows: readonly string[] | null;
  /** The page carries the prerendered first-visit panel. */
  readonly panel: boolean;
  /** What storage holds; null where it is blocked (reading `localStorage` throws there). */
  readonly stored: StoredVisit | null;
}

export interface StoredVisit {
  /** The stored consent decision, when it has the contract's shape. */
  readonly record: ConsentRecord | null;
  readonly version: string | null;
}

/**
 * When the application starts (docs/start-path.md): `now`; at the first contentful
 * `paint`; at the visitor's first answered interaction, a bus click or a quiet while
 * (`interaction`); or as `interaction`, and at the latest once the page is idle after
 * `load`, so a short visit that granted analytics is counted (`load`).
 */
export type StartMode = 'now' | 'paint' | 'interaction' | 'load';

export type StartReason =
  | 'client-page'
  | 'hidden-tab'
  | 'query'
  | 'other-path'
  | 'storage-blocked'
  | 'no-region'
  | 'version-change'
  | 'no-panel'
  | 'interactive-page'
  | 'granted-purpose'
  | 'first-visit-panel'
  | 'returning-visitor'
  | 'analytics-granted';

export interface StartDecision {
  readonly mode: StartMode;
  readonly reason: StartReason;
}

const isPurpose = (value: string): value is ConsentPurpose => (consentPurposes as readonly string[]).includes(value);

/** Whether the stored decision allows `purpose`; no decision or unreadable storage allows nothing. */
export function grants(stored: StoredVisit | null, purpose: string): boolean {
  const record = stored?.record ?? null;
  return record !== null && isPurpose(purpose) && record[purpose];
}

/** Whether the visitor has a stored consent decision; unreadable storage is no decision. */
export const decided = (stored: StoredVisit | null): boolean => stored !== null && stored.record !== null;

const at = (mode: StartMode, reason: StartReason): StartDecision => ({ mode, reason });

/**
 * The start of this load, from one reading of the page and storage. A page without a
 * snapshot and a hidden tab start now. A prerendered page waits for the visitor when it
 * is the snapshot's address, its content needs nothing of the application for this
 * visitor, no version reload is due, and the consent panel needs no application: the
 * visitor has decided, or the page carries the first-visit panel. Anything else, and
 * anything unreadable, starts at the paint.
 */
export function startMode(visit: Visit): StartDecision {
  const { snapshot, search, stored } = visit;
  if (snapshot === null) return at('now', 'client-page');
  if (visit.hidden) return at('now', 'hidden-tab');
  if (search !== '') return at('paint', 'query');
  if (snapshot !== visit.pathname) return at('paint', 'other-path');
  if (stored === null) return at('paint', 'storage-blocked');
  if (visit.firstLoad === null) return at('paint', 'no-region');
  if (stored.version !== null && stored.version !== appVersion) return at('paint', 'version-change');
  if (stored.record === null && !visit.panel) return at('paint', 'no-panel');
  // Static content holds only links and bus buttons; hydrating content needs the application unless it only follows consent not granted.
  const { firstLoad, follows } = visit;
  if (firstLoad !== 'static') {
    if (firstLoad !== 'hydrate' || follows === null) return at('paint', 'interactive-page');
    if (follows.some((purpose) => grants(stored, purpose))) return at('paint', 'granted-purpose');
  }
  if (stored.record === null) return at('interaction', 'first-visit-panel');
  return grants(stored, 'analytics') ? at('load', 'analytics-granted') : at('interaction', 'returning-visitor');
}
