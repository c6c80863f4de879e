import { appVersionStorageKey, consentStorageKey } from '@isarlicht/contracts/consent/consent-record';
import {
  firstLoadAttribute,
  firstVisitPanelAttribute,
  followsConsentAttribute,
  prerenderedAttribute,
} from '@isarlicht/contracts/start/page-state';
import { parseConsentRecord } from '@isarlicht/contracts/consent/parse-consent-record';
import type { StoredVisit, Visit } from './start-mode';

/** The visitor's stored decision and app version; null where storage is blocked (reading `localStorage` throws there). */
export function readStoredVisit(storage: () => Pick<Storage, 'getItem'>): StoredVisit | null {
  try {
    const stored = storage();
    return { record: parseConsentRecord(stored.getItem(consentStorageKey)), version: stored.getItem(appVersionStorageKey) };
  } catch {
    return null;
  }
}

/**
 * What the start decides on, read once as the boot script runs: `#root` (`root`) and the page's
 * region as the prerender wrote them, the address, the tab's visibility, and storage,
 * whose first access is a synchronous round trip.
 */
export function readVisit(
  doc: Document,
  root: HTMLElement | null,
  location: Pick<Location, 'pathname' | 'search'>,
  storage: () => Pick<Storage, 'getItem'>,
): Visit {
  const region = root?.querySelector(`[${firstLoadAttribute}]`) ?? null;
  return {
    snapshot: root?.getAttribute(prerenderedAttribute) ?? null,
    address: location.pathname + location.search,
    hidden: doc.visibilityState === 'hidden',
    firstLoad: region?.getAttribute(firstLoadAttribute) ?? null,
    follows: region?.getAttribute(followsConsentAttribute)?.split(' ') ?? null,
    panel: root?.hasAttribute(firstVisitPanelAttribute) ?? false,
    stored: readStoredVisit(storage),
  };
}
