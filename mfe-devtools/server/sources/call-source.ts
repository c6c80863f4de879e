import type { CallRecord, CallsResponse } from '@isarlicht/shared';

/** An inclusive range of call start times. */
export interface CallRange {
  readonly from: Date;
  readonly to: Date;
}

/** Where the calls come from: Vapi itself, or a JSON export of its list-calls answer. */
export interface CallSource {
  readonly kind: CallsResponse['source'];
  list(range: CallRange): Promise<CallRecord[]>;
}

export class CallSourceError extends Error {
  override name = 'CallSourceError';
}

export const inRange = (call: CallRecord, range: CallRange): boolean => {
  const start = Date.parse(call.startedAt);
  return start >= range.from.getTime() && start <= range.to.getTime();
};

export const newestFirst = (a: CallRecord, b: CallRecord): number => Date.parse(b.startedAt) - Date.parse(a.startedAt);
