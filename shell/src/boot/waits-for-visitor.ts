import {
  appVersion,
  appVersionStorageKey,
  consentPurposes,
  consentStorageKey,
  type ConsentPurpose,
} from '@isarlicht/contracts/consent-record';
import { firstVisitPanelAttribute } from '@isarlicht/contracts/first-visit-panel';
import { parseConsentRecord } from '@isarlicht/contracts/parse-consent-record';
import { firstLoadAttribute, followsConsentAttribute, isSnapshotLoad } from '../page-region/static-page';

export interface StartSituation {
  readonly root: HTMLElement | null;
  readonly location: Pick<Location, 'pathname' | 'search'>;
  /** Resolved lazily: reading `localStorage` throws where storage is blocked. */
  readonly storage: () => Pick<Storage, 'getItem'>;
}

const isPurpose = (value: string): value is ConsentPurpose => (consentPurposes as readonly string[]).includes(value);

/** Whether the prerendered content holds no control that needs the application for this visitor. */
function contentWaits(region: Element, granted: (purpose: string) => boolean): boolean {
  const firstLoad = region.getAttribute(firstLoadAttribute);
  if (firstLoad === 'static') return true;
  const follows = region.getAttribute(followsConsentAttribute);
  if (firstLoad !== 'hydrate' || follows === null) return false;
  return !follows.split(' ').some(granted);
}

/** Whether the visitor has a stored consent decision of the contract's shape; unreadable storage is no decision. */
export function hasDecided(storage: StartSituation['storage']): boolean {
  try {
    return parseConsentRecord(storage().getItem(consentStorageKey)) !== null;
  } catch {
    return false;
  }
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
export function waitsForVisitor({ root, location, storage }: StartSituation): boolean {
  if (root === null || !isSnapshotLoad(root, location)) return false;
  const region = root.querySelector(`[${firstLoadAttribute}]`);
  try {
    const stored = storage();
    const record = parseConsentRecord(stored.getItem(consentStorageKey));
    const version = stored.getItem(appVersionStorageKey);
    if (region === null || (version !== null && version !== appVersion)) return false;
    if (record === null) return root.hasAttribute(firstVisitPanelAttribute) && contentWaits(region, () => false);
    return contentWaits(region, (purpose) => isPurpose(purpose) && record[purpose]);
  } catch {
    return false;
  }
}
