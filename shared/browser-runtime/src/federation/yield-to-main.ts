/**
 * Ends the current task and continues in a new one, so the browser can handle input
 * (and paint) in between. `scheduler.yield()` puts the continuation ahead of other
 * queued tasks; where it is missing (Safari, Firefox) a zero timeout does the same job
 * a little later.
 */
export function yieldToMain(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
