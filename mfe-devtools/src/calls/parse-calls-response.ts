import { callTypes, type CallRecord, type CallsResponse } from './call-record';

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInstant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isCallRecord(value: unknown): value is CallRecord {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    (callTypes as readonly unknown[]).includes(value.type) &&
    isInstant(value.startedAt) &&
    (value.endedAt === null || isInstant(value.endedAt)) &&
    isAmount(value.durationSeconds) &&
    isAmount(value.costUsd) &&
    typeof value.endedReason === 'string' &&
    (value.success === null || typeof value.success === 'boolean') &&
    typeof value.summary === 'string' &&
    (value.customerNumber === null || typeof value.customerNumber === 'string')
  );
}

/** Checks an answer of `GET /api/calls` before anything renders it; throws on any other shape. */
export function parseCallsResponse(value: unknown): CallsResponse {
  if (!isObject(value) || (value.source !== 'vapi' && value.source !== 'export') || !Array.isArray(value.calls)) {
    throw new TypeError('not a call-analytics answer');
  }
  if (!value.calls.every(isCallRecord)) throw new TypeError('a call record has an unexpected shape');
  return { source: value.source, calls: value.calls };
}
