import { consentPurposes, type ConsentRecord } from './consent-record';

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
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.essential !== true) return null;
  const flags = consentPurposes.map((purpose) => record[purpose]);
  if (!flags.every((flag) => typeof flag === 'boolean')) return null;
  if (typeof record.timestamp !== 'string' || Number.isNaN(Date.parse(record.timestamp))) return null;
  return {
    essential: true,
    analytics: record.analytics as boolean,
    externalContent: record.externalContent as boolean,
    hubspot: record.hubspot as boolean,
    googleMaps: record.googleMaps as boolean,
    timestamp: record.timestamp,
  };
}
