/** A task of the main thread that took 50 ms or more, ms on the document's clock. */
export interface LongTask {
  readonly start: number;
  readonly duration: number;
}

/** How long the main thread kept a visitor waiting while they only read. */
export interface ReadingFigures {
  /** The sum over the long tasks of their part beyond 50 ms, as Total Blocking Time counts it. */
  readonly blocking: number;
  readonly longest: number;
  readonly tasks: number;
}

export const longTasksKey = '__bench:long-tasks';
/** A task longer than this keeps an input waiting noticeably (RAIL, and Lighthouse's Total Blocking Time). */
const blockingThresholdMs = 50;

/** A probe for every document (in-page.ts): keeps the document's long tasks in `sessionStorage`. */
export function recordLongTasks(key: string): void {
  const tasks: LongTask[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    sessionStorage.setItem(key, JSON.stringify(tasks));
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * The blocking time between `from` and `to` (the first paint and the end of the
 * reading), each task clipped to that window as Lighthouse's Total Blocking Time clips
 * it to its own; unlike TBT, which stops once the page has been quiet for five seconds,
 * it counts whatever the page runs later in the window too.
 */
export function readingFigures(tasks: readonly LongTask[], from: number, to: number): ReadingFigures {
  const clipped = tasks
    .map((task) => Math.min(task.start + task.duration, to) - Math.max(task.start, from))
    .filter((duration) => duration >= blockingThresholdMs);
  return {
    blocking: clipped.reduce((sum, duration) => sum + duration - blockingThresholdMs, 0),
    longest: clipped.reduce((longest, duration) => Math.max(longest, duration), 0),
    tasks: clipped.length,
  };
}
