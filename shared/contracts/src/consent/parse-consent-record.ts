import { consentPurposes, isConsentChoice, type ConsentRecord } from './consent-record';

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null;

/**
 * A stored record is trusted only if it has exactly the contract's shape; anything else
 * is discarded. One reading for the consent layer's store and for the boot script, which
 * must know before the application runs whether the visitor has decided.
 */
export function parseConsentRecord(raw: string | null): ConsentRecord | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value) || value.essential !== true) return null;
  const { timestamp } = value;
  if (typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp))) return null;
  // Only the purposes of the list are kept: a field the contract does not know is dropped.
  const choice = Object.fromEntries(consentPurposes.map((purpose) => [purpose, value[purpose]]));
  return isConsentChoice(choice) ? { essential: true, ...choice, timestamp } : null;
}
