/**
 * The Event Timing API's figure of a tap: from the moment the finger touched (the
 * event's timestamp) to the next frame painted after the page's handlers ran, the
 * longest of the tap's events (`pointerdown`, `pointerup`, `click`), as INP counts it.
 */
export interface InteractionEntry {
  readonly name: string;
  readonly interactionId: number;
  /** The event's timestamp on the browser's clock: `performance.timeOrigin + startTime`, so documents compare. */
  readonly at: number;
  readonly duration: number;
}

export const eventTimingKey = '__bench:event-timing';
/** The smallest threshold the API allows: a shorter interaction is not reported at all. */
export const eventTimingThresholdMs = 16;

/**
 * A probe for every document (in-page.ts; serialised, so it uses nothing from outside):
 * keeps the entries that belong to an interaction in `sessionStorage`, and writes them
 * once more with the entries still queued when the document is left or the bench asks.
 */
export function recordEventTiming(args: { readonly key: string; readonly threshold: number; readonly flush: string }): void {
  const own: InteractionEntry[] = [];
  const earlier = (): unknown[] => {
    try {
      const value: unknown = JSON.parse(sessionStorage.getItem(args.key) ?? '[]');
      return Array.isArray(value) ? value : [];
    } catch {
      return [];
    }
  };
  const before = earlier();
  const keep = (entries: readonly PerformanceEntry[]) => {
    for (const entry of entries) {
      if (!(entry instanceof PerformanceEventTiming) || entry.interactionId === 0) continue;
      own.push({
        name: entry.name,
        interactionId: entry.interactionId,
        at: performance.timeOrigin + entry.startTime,
        duration: entry.duration,
      });
    }
    sessionStorage.setItem(args.key, JSON.stringify([...before, ...own]));
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  // TypeScript's DOM types do not know the Event Timing option yet.
  const options: PerformanceObserverInit & { readonly durationThreshold: number } = {
    type: 'event',
    durationThreshold: args.threshold,
    buffered: true,
  };
  observer.observe(options);
  window.addEventListener('pagehide', () => keep(observer.takeRecords()));
  document.addEventListener(args.flush, () => keep(observer.takeRecords()));
}

/**
 * The Event Timing duration of the tap made at `tapAt`: the longest entry of an
 * interaction that began between the tap and the next one (`until`). None means every
 * event of the tap was answered within the threshold, which is then its bound.
 */
export function tapDuration(entries: readonly InteractionEntry[], tapAt: number, until: number, threshold: number): number {
  // The entry's timestamp is the event's, the tap's is read from the same event: equal up to rounding.
  const ofTap = entries.filter((entry) => entry.at >= tapAt - 1 && entry.at < until - 1);
  return ofTap.length === 0 ? threshold : Math.max(...ofTap.map((entry) => entry.duration));
}
