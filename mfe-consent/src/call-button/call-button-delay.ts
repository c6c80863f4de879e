/** The call button joins the page 10 s after load, so it never competes with the first read. */
export const callButtonDelayMs = 10_000;

type Clock = Pick<Performance, 'now' | 'getEntriesByType'>;

/**
 * Milliseconds from now until the call button is due. The delay counts from the end of
 * the navigation's load event, not from the layer's mount: the layer arrives after
 * load, idle time and a remote fetch, which would push the button back by seconds. A
 * layer that mounts after the moment has passed shows the button at once. Called while
 * the load event is still running, it counts from now.
 */
export function callButtonWait(clock: Clock = performance): number {
  const [navigation] = clock.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const now = clock.now();
  const loadEnd = navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : now;
  return Math.max(0, callButtonDelayMs - (now - loadEnd));
}
