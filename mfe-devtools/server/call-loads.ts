import type { CallRecord } from '../src/calls';
import { CallSourceTimeout, type CallRange, type CallSource } from './sources/call-source';

export interface CallLoadSettings {
  /** The longest a request for calls waits for its load; then it answers 504. */
  readonly deadlineMs: number;
  /** How long a range's calls are served again without asking the source. */
  readonly cacheMs: number;
}

export const callLoadDefaults: CallLoadSettings = { deadlineMs: 20_000, cacheMs: 60_000 };

/** Enough for a team switching between a few ranges; older ranges make room. */
const maxCachedRanges = 32;

interface Entry {
  readonly calls: Promise<CallRecord[]>;
  readonly loadedAt: number;
}

/**
 * The loads of one source: a range's calls are asked once and kept briefly (two tabs
 * or a reload cost no second round of upstream requests), every load ends at the
 * deadline, and a session runs one load at a time, so one visitor cannot fan out.
 */
export class CallLoads {
  private readonly ranges = new Map<string, Entry>();
  private readonly sessions = new Map<string, Promise<unknown>>();

  constructor(
    private readonly source: CallSource,
    private readonly settings: CallLoadSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** The calls of `range` for the session `sessionId`, after the session's earlier loads. */
  list(sessionId: string, range: CallRange): Promise<CallRecord[]> {
    const deadline = AbortSignal.timeout(this.settings.deadlineMs);
    const previous = this.sessions.get(sessionId) ?? Promise.resolve();
    const run = () => this.load(range, deadline);
    const mine = previous.then(run, run);
    const settled = mine.catch(() => undefined);
    this.sessions.set(sessionId, settled);
    void settled.then(() => {
      if (this.sessions.get(sessionId) === settled) this.sessions.delete(sessionId);
    });
    return withDeadline(mine, deadline);
  }

  private load(range: CallRange, deadline: AbortSignal): Promise<CallRecord[]> {
    const key = `${range.from.toISOString()}/${range.to.toISOString()}`;
    const cached = this.ranges.get(key);
    if (cached !== undefined && this.now() - cached.loadedAt < this.settings.cacheMs) return cached.calls;
    this.ranges.delete(key);
    const calls = this.source.list(range, deadline);
    const entry = { calls, loadedAt: this.now() };
    this.ranges.set(key, entry);
    for (const oldest of this.ranges.keys()) {
      if (this.ranges.size <= maxCachedRanges) break;
      this.ranges.delete(oldest);
    }
    // A failure is not kept: the next request asks the source again.
    calls.catch(() => {
      if (this.ranges.get(key) === entry) this.ranges.delete(key);
    });
    return calls;
  }
}

/** `work`, or a CallSourceTimeout as soon as `deadline` fires, whichever comes first. */
function withDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  const timedOut = new Promise<never>((_resolve, reject) => {
    const fail = () => reject(new CallSourceTimeout('the load passed its deadline'));
    if (deadline.aborted) fail();
    else deadline.addEventListener('abort', fail, { once: true });
  });
  return Promise.race([work, timedOut]);
}
