/**
 * Runs `task` once the page has loaded and the main thread is idle, so work that is
 * not needed for the first view does not lengthen it. Browsers without
 * `requestIdleCallback` (Safari) wait a short moment after `load` instead.
 * Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 4000): () => void {
  let cancel = () => window.removeEventListener('load', schedule);
  function schedule(): void {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 200);
      cancel = () => window.clearTimeout(handle);
    }
  }
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => cancel();
}
