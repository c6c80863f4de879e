/**
 * The site's error log for the dev dashboard (ADR 015): the shell records from its
 * start, the devtools remote reads it. It lives in sessionStorage, so it survives
 * reloads within the visit and never leaves the browser.
 */
export type ErrorKind = 'error' | 'unhandledrejection' | 'preload-error' | 'remote-load' | 'error-boundary';

export interface RecordedError {
  readonly kind: ErrorKind;
  readonly message: string;
  readonly stack: string | null;
  /** Path of the page when it happened. */
  readonly route: string;
  readonly remote: string | null;
  /** ISO 8601. */
  readonly time: string;
}

export const errorLogKey = 'isarlicht:errors';
/** Fired on window after each record, so an open dashboard updates at once. */
export const errorRecordedEvent = 'isarlicht:error-recorded';
const capacity = 200;

function isRecordedError(value: unknown): value is RecordedError {
  return typeof value === 'object' && value !== null && 'kind' in value && 'message' in value && 'time' in value;
}

export function readErrorLog(storage: Storage = sessionStorage): RecordedError[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(errorLogKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecordedError) : [];
  } catch {
    return [];
  }
}

export function clearErrorLog(storage: Storage = sessionStorage): void {
  storage.removeItem(errorLogKey);
  window.dispatchEvent(new Event(errorRecordedEvent));
}

const describe = (reason: unknown): { message: string; stack: string | null } =>
  reason instanceof Error
    ? { message: `${reason.name}: ${reason.message}`, stack: reason.stack ?? null }
    : { message: String(reason), stack: null };

/** Appends one error (the oldest go beyond 200); storage failures must never add an error of their own. */
export function recordError(kind: ErrorKind, reason: unknown, remote: string | null = null, storage: Storage = sessionStorage): void {
  const entry: RecordedError = { kind, ...describe(reason), route: window.location.pathname, remote, time: new Date().toISOString() };
  try {
    storage.setItem(errorLogKey, JSON.stringify([...readErrorLog(storage), entry].slice(-capacity)));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(errorRecordedEvent));
}
