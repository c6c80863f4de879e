import { consentStorageKey, type ConsentRecord } from '@isarlicht/shared';
import { parseConsentRecord } from './parse-consent-record';

/**
 * The one consent store of the site. It reads `cookieConsent` once, drops a record
 * that does not parse, and tolerates storage that throws (private mode, quota).
 */
export function createConsentStore(storage: () => Storage) {
  let record: ConsentRecord | null | undefined;

  function read(): ConsentRecord | null {
    try {
      const raw = storage().getItem(consentStorageKey);
      const parsed = parseConsentRecord(raw);
      if (raw !== null && parsed === null) storage().removeItem(consentStorageKey);
      return parsed;
    } catch (error) {
      console.error('[consent] stored consent unreadable', error);
      return null;
    }
  }

  return {
    get(): ConsentRecord | null {
      if (record === undefined) record = read();
      return record;
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

export const consentStore = createConsentStore(() => window.localStorage);
