import {
  appVersion,
  appVersionStorageKey,
  consentPurposes,
  consentStorageKey,
  type ConsentPurpose,
} from '@isarlicht/contracts/consent-record';
import { parseConsentRecord } from '@isarlicht/contracts/parse-consent-record';
import { firstLoadAttribute, followsConsentAttribute } from '../page-region/static-page';

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

/**
 * Whether the application may wait for the visitor's first interaction instead of
 * starting at the first paint (docs/decisions/042): the page is the prerendered first
 * load as the snapshot shows it (no query, the snapshot's path), its content holds only
 * links and bus buttons for this visitor, and the visitor has decided on consent for the
 * current app version, so neither the consent panel nor the version check's reload
 * needs the application now. Anything unreadable starts at the paint, as before.
 */
export function waitsForVisitor({ root, location, storage }: StartSituation): boolean {
  if (root === null || root.dataset['prerendered'] !== location.pathname || location.search !== '') return false;
  const region = root.querySelector(`[${firstLoadAttribute}]`);
  try {
    const stored = storage();
    const record = parseConsentRecord(stored.getItem(consentStorageKey));
    if (record === null || stored.getItem(appVersionStorageKey) !== appVersion || region === null) return false;
    return contentWaits(region, (purpose) => isPurpose(purpose) && record[purpose]);
  } catch {
    return false;
  }
}
