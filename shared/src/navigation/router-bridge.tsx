import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { emit, on } from '../events/bus';

/**
 * The router's side of the bus, for the shell and the standalone pages: remotes ship
 * no router, they ask for a navigation with `navigate` and learn about every location
 * with `route-changed`. Renders nothing; place it inside the router.
 */
export function RouterBridge() {
  const navigateTo = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => on('navigate', ({ to, replace }) => void navigateTo(to, { replace })), [navigateTo]);
  useEffect(() => emit('route-changed', { path: pathname + search }), [pathname, search]);
  return null;
}
