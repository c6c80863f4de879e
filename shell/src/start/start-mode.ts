import { appVersion, consentPurposes, type ConsentPurpose, type ConsentRecord } from '@isarlicht/contracts/consent/consent-record';

/** What the boot script reads of the document and of storage, once, as it runs (read-visit.ts). */
export interface Visit {
  /** The path the page's snapshot was rendered for (`#root[data-prerendered]`); null on `app.html` and in development. */
  readonly snapshot: string | null;
  /** The address's path and query: a load of the snapshot's address has no query. */
  readonly address: string;
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

/** Why (docs/start-path.md, the table of modes). */
export type StartReason =
  /** No snapshot: `app.html`, development, the build's prerender tab. */
  | 'client'
  /** A tab opened in the background. */
  | 'hidden'
  /** Not the snapshot's address: a query or another path. */
  | 'address'
  /** Storage is blocked. */
  | 'storage'
  /** The page has no region (the not-found page). */
  | 'region'
  /** The application replaces the stored app version with a reload. */
  | 'version'
  /** No decision, and no first-visit panel in the page. */
  | 'undecided'
  /** Content that hydrates and follows no consent. */
  | 'interactive'
  /** Content that follows a purpose the visitor granted. */
  | 'granted'
  /** A first visit with the in-page panel. */
  | 'panel'
  /** A returning visitor whose content needs nothing of the application. */
  | 'returning'
  /** The same, who granted analytics. */
  | 'analytics';

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
  const { snapshot, stored } = visit;
  if (snapshot === null) return at('now', 'client');
  if (visit.hidden) return at('now', 'hidden');
  // A query (a filter renders anew, `?deletecookies=yes` is the application's to answer) or another path.
  if (snapshot !== visit.address) return at('paint', 'address');
  if (stored === null) return at('paint', 'storage');
  if (visit.firstLoad === null) return at('paint', 'region');
  if (stored.version !== null && stored.version !== appVersion) return at('paint', 'version');
  if (stored.record === null && !visit.panel) return at('paint', 'undecided');
  // Static content holds only links and bus buttons; hydrating content needs the application unless it only follows consent not granted.
  const { firstLoad, follows } = visit;
  if (firstLoad !== 'static') {
    if (firstLoad !== 'hydrate' || follows === null) return at('paint', 'interactive');
    if (follows.some((purpose) => grants(stored, purpose))) return at('paint', 'granted');
  }
  if (stored.record === null) return at('interaction', 'panel');
  return grants(stored, 'analytics') ? at('load', 'analytics') : at('interaction', 'returning');
}
