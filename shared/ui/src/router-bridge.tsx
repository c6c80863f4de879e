import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { emit, on } from '@isarlicht/browser-runtime/events/bus';

/** How long a navigation waits for its page to load before it shows the loading state. */
const prepareLimitMs = 1000;

interface RouterBridgeProps {
  /**
   * Loads what the target page needs before the location changes, so the old page
   * stays until the new one can render at once: a page that suspends shows its loading
   * state, which React then holds for at least 300 ms.
   */
  readonly prepare?: (to: string) => Promise<unknown>;
}

/**
 * The router's side of the bus, for the shell and the standalone pages: remotes ship
 * no router, they ask for a navigation with `navigate` and learn about every location
 * with `route-changed`. Renders nothing; place it inside the router.
 */
export function RouterBridge({ prepare }: RouterBridgeProps) {
  const { pathname, search } = useLocation();
  const navigateTo = useNavigate();
  const latest = useRef(0);
  useEffect(
    () =>
      on('navigate', ({ to, replace }) => {
        const request = ++latest.current;
        const go = () => {
          if (request === latest.current) void navigateTo(to, { replace });
        };
        if (!prepare) return go();
        const limit = new Promise((resolve) => setTimeout(resolve, prepareLimitMs));
        // A page that fails to load still navigates: its slot shows the error and a retry.
        Promise.race([prepare(to), limit]).then(go, go);
      }),
    [navigateTo, prepare],
  );
  useEffect(() => emit('route-changed', { path: pathname + search }), [pathname, search]);
  return null;
}
