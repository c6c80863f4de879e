/**
 * Runs `task` once the page has loaded and the main thread is idle, so work that is
 * not needed for the first view does not lengthen it. Browsers without
 * `requestIdleCallback` (Safari) wait a short moment after `load` instead.
 * Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 4000): () => void {
  let cancelIdle: () => void = () => undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 200);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
