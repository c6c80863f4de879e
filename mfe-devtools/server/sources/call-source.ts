import type { CallRecord, CallsResponse } from '../../src/calls';

/** An inclusive range of call start times. */
export interface CallRange {
  readonly from: Date;
  readonly to: Date;
}

/** Where the calls come from: Vapi itself, or a JSON export of its list-calls answer. */
export interface CallSource {
  readonly kind: CallsResponse['source'];
  /** `signal` ends the load when the caller no longer waits for it (its deadline). */
  list(range: CallRange, signal?: AbortSignal): Promise<CallRecord[]>;
}

export class CallSourceError extends Error {
  override name = 'CallSourceError';
}

/** The source did not answer in time. */
export class CallSourceTimeout extends CallSourceError {
  override name = 'CallSourceTimeout';
}

/** The range holds more calls than one answer may carry. */
export class TooManyCalls extends CallSourceError {
  override name = 'TooManyCalls';
  constructor(readonly max: number) {
    super(`more than ${max} calls in the range`);
  }
}

export const inRange = (call: CallRecord, range: CallRange): boolean => {
  const start = Date.parse(call.startedAt);
  return start >= range.from.getTime() && start <= range.to.getTime();
};

export const newestFirst = (a: CallRecord, b: CallRecord): number => Date.parse(b.startedAt) - Date.parse(a.startedAt);
