import { emit } from '../events/bus';
import { toRecord } from '@isarlicht/contracts/consent/consent-choice';
import { consentStorageKey, type ConsentChoice, type ConsentRecord } from '@isarlicht/contracts/consent/consent-record';

/** The page reloads this long after a choice is saved (docs/product.md section 5). */
export const reloadDelayMs = 300;

/** What saving a decision touches, given by the caller so that every transition is testable. */
export interface ConsentSaving {
  readonly storage: Pick<Storage, 'setItem'>;
  readonly now: () => Date;
  readonly removeAnalyticsCookies: () => void;
  readonly reload: () => void;
  readonly schedule: (action: () => void, ms: number) => void;
}

/**
 * The one writer of the consent record: stores the visitor's choice as the contract's
 * record, removes the analytics cookies when analytics is withdrawn, announces the record
 * on the bus (`consent-updated`) and reloads the page 300 ms later, so everything on the
 * page follows the decision (docs/product.md section 5). The consent layer's store saves
 * through it, and so does the page's boot script for the prerendered first-visit panel,
 * whose choice takes effect without waiting for the application (docs/decisions/053).
 * After the reload the record is read by the consent layer's one store.
 */
export function saveConsent(env: ConsentSaving, previous: ConsentRecord | null, choice: ConsentChoice): ConsentRecord {
  const record = toRecord(choice, env.now());
  if (previous?.analytics === true && !record.analytics) env.removeAnalyticsCookies();
  env.storage.setItem(consentStorageKey, JSON.stringify(record));
  emit('consent-updated', record);
  env.schedule(env.reload, reloadDelayMs);
  return record;
}
