/** What an origin knows about its contact with the store, for its health answer. */
export interface FreshnessState {
  /** Why it serves what it last read (the store's one-line errors, one per thing that failed), empty while the store answers. */
  readonly stale: readonly string[];
  /** Since when the oldest of them has been stale. */
  readonly staleSince: string | null;
  /** The last answer from the store. */
  readonly lastContact: string | null;
}

export type Outcome = 'fresh' | 'stale';

export interface StoreFreshness {
  /**
   * Revalidates one thing (a pointer, a page) with the store: requests for the same key
   * share one revalidation in flight. While its last revalidation succeeded, the caller
   * waits for it; once one failed, callers serve what was last read at once
   * (stale-if-error) and the revalidation runs behind them, at most once per `retryMs`,
   * until the store answers again.
   */
  readonly revalidate: (key: string, work: () => Promise<void>) => Promise<Outcome>;
  readonly state: () => FreshnessState;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function storeFreshness(retryMs: number, now: () => number = Date.now): StoreFreshness {
  const inFlight = new Map<string, Promise<Outcome>>();
  const failed = new Map<string, { readonly reason: string; readonly since: number; readonly tried: number }>();
  let lastContact: number | null = null;

  const attempt = (key: string, work: () => Promise<void>): Promise<Outcome> => {
    const running = inFlight.get(key);
    if (running !== undefined) return running;
    const started = now();
    const tracked = work()
      .then(
        (): Outcome => {
          lastContact = now();
          failed.delete(key);
          return 'fresh';
        },
        (error: unknown): Outcome => {
          const reason = messageOf(error);
          const before = failed.get(key);
          if (before === undefined) console.warn(`[origin] ${key}: serving what was last read: ${reason}`);
          failed.set(key, { reason, since: before?.since ?? started, tried: started });
          return 'stale';
        },
      )
      .finally(() => inFlight.delete(key));
    inFlight.set(key, tracked);
    return tracked;
  };

  return {
    revalidate(key, work) {
      const failure = failed.get(key);
      if (failure === undefined) return attempt(key, work);
      if (now() - failure.tried >= retryMs) void attempt(key, work);
      return Promise.resolve('stale');
    },
    state: () => {
      const failures = [...failed.values()];
      const since = failures.length === 0 ? null : Math.min(...failures.map((failure) => failure.since));
      return {
        stale: [...new Set(failures.map((failure) => failure.reason))],
        staleSince: since === null ? null : new Date(since).toISOString(),
        lastContact: lastContact === null ? null : new Date(lastContact).toISOString(),
      };
    },
  };
}
