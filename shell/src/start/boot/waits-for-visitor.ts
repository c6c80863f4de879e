import {
  appVersion,
  appVersionStorageKey,
  consentPurposes,
  consentStorageKey,
  type ConsentPurpose,
  type ConsentRecord,
} from '@isarlicht/contracts/consent-record';
import { firstVisitPanelAttribute } from '@isarlicht/contracts/first-visit-panel';
import { parseConsentRecord } from '@isarlicht/contracts/parse-consent-record';
import { firstLoadAttribute, followsConsentAttribute, isSnapshotLoad } from '../page-region/static-page';

/** What the visitor's storage holds for the start: read once, as the first access to `localStorage` is a synchronous round trip. */
export interface StoredVisit {
  /** The stored consent decision, when it has the contract's shape. */
  readonly record: ConsentRecord | null;
  readonly version: string | null;
}

/** The visitor's stored decision and app version; null where storage is blocked (reading `localStorage` throws there). */
export function readStoredVisit(storage: () => Pick<Storage, 'getItem'>): StoredVisit | null {
  try {
    const stored = storage();
    return { record: parseConsentRecord(stored.getItem(consentStorageKey)), version: stored.getItem(appVersionStorageKey) };
  } catch {
    return null;
  }
}

/** Whether the visitor has a stored consent decision; unreadable storage is no decision. */
export const hasDecided = (stored: StoredVisit | null): boolean => stored !== null && stored.record !== null;

export interface StartSituation {
  readonly root: HTMLElement | null;
  readonly location: Pick<Location, 'pathname' | 'search'>;
  readonly stored: StoredVisit | null;
}

const isPurpose = (value: string): value is ConsentPurpose => (consentPurposes as readonly string[]).includes(value);

/** Whether the stored decision allows `purpose`; no decision or unreadable storage allows nothing. */
export const grants = (stored: StoredVisit | null, purpose: string): boolean =>
  stored !== null && stored.record !== null && isPurpose(purpose) && stored.record[purpose];

/** Whether the prerendered content holds no control that needs the application for this visitor. */
function contentWaits(region: Element, granted: (purpose: string) => boolean): boolean {
  const firstLoad = region.getAttribute(firstLoadAttribute);
  if (firstLoad === 'static') return true;
  const follows = region.getAttribute(followsConsentAttribute);
  if (firstLoad !== 'hydrate' || follows === null) return false;
  return !follows.split(' ').some(granted);
}

/**
 * Whether the application may wait for the visitor's first interaction instead of
 * starting at the first paint (docs/decisions/042): the page is the prerendered first
 * load as the snapshot shows it, its content holds only links and bus buttons for this
 * visitor, no app version check is due to reload the page, and the consent panel needs
 * no application: the visitor has decided, or has not and the page carries the
 * prerendered first-visit panel (docs/decisions/043). Anything unreadable starts at the
 * paint, as before.
 */
export function waitsForVisitor({ root, location, stored }: StartSituation): boolean {
  if (root === null || stored === null || !isSnapshotLoad(root, location)) return false;
  const region = root.querySelector(`[${firstLoadAttribute}]`);
  if (region === null || (stored.version !== null && stored.version !== appVersion)) return false;
  if (stored.record === null) return root.hasAttribute(firstVisitPanelAttribute) && contentWaits(region, () => false);
  return contentWaits(region, (purpose) => grants(stored, purpose));
}
