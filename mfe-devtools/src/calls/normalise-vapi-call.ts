import type { CallRecord, CallType } from './call-record';

type Json = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const instant = (value: unknown): string | null => {
  const raw = text(value);
  return raw !== null && !Number.isNaN(Date.parse(raw)) ? new Date(raw).toISOString() : null;
};

function callType(value: unknown): CallType {
  if (value === 'inboundPhoneCall') return 'inbound';
  if (value === 'outboundPhoneCall') return 'outbound';
  return 'web';
}

/** Vapi's evaluation is free text unless the rubric is pass/fail; only that counts as a verdict. */
function success(analysis: unknown): boolean | null {
  if (!isObject(analysis)) return null;
  const verdict = analysis.successEvaluation;
  if (typeof verdict === 'boolean') return verdict;
  if (verdict === 'true' || verdict === 'false') return verdict === 'true';
  return null;
}

/**
 * Turns one element of Vapi's list-calls answer (`GET /call`) into a `CallRecord`, or
 * `null` for an entry that is not a call (no id, no time at all), so one odd record
 * does not hide all others.
 */
export function normaliseVapiCall(raw: unknown): CallRecord | null {
  if (!isObject(raw)) return null;
  const id = text(raw.id);
  const startedAt = instant(raw.startedAt) ?? instant(raw.createdAt);
  if (id === null || startedAt === null) return null;
  const endedAt = instant(raw.endedAt);
  const duration = endedAt === null ? 0 : (Date.parse(endedAt) - Date.parse(startedAt)) / 1000;
  const customer = isObject(raw.customer) ? text(raw.customer.number) : null;
  const analysis = isObject(raw.analysis) ? raw.analysis : {};
  return {
    id,
    type: callType(raw.type),
    startedAt,
    endedAt,
    durationSeconds: Math.max(0, Math.round(duration)),
    costUsd: typeof raw.cost === 'number' && Number.isFinite(raw.cost) && raw.cost >= 0 ? raw.cost : 0,
    endedReason: text(raw.endedReason) ?? 'unknown',
    success: success(analysis),
    summary: text(analysis.summary) ?? '',
    customerNumber: customer,
  };
}

/** A whole list-calls answer (or an export of it); anything but an array is no answer. */
export function normaliseVapiCalls(raw: unknown): CallRecord[] {
  if (!Array.isArray(raw)) throw new TypeError('a Vapi call list is a JSON array');
  return raw.map(normaliseVapiCall).filter((call): call is CallRecord => call !== null);
}
