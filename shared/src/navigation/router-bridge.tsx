import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { emit, on } from '../events/bus';

/**
 * The router's side of the bus, for the shell and the standalone pages: remotes ship
 * no router, they ask for a navigation with `navigate` and learn about every location
 * with `route-changed`. Renders nothing; place it inside the router.
 */
export function RouterBridge() {
  const [pathname, navigateTo] = useLocation();
  const search = useSearch();
  useEffect(() => on('navigate', ({ to, replace }) => navigateTo(to, { replace })), [navigateTo]);
  useEffect(() => emit('route-changed', { path: search === '' ? pathname : `${pathname}?${search}` }), [pathname, search]);
  return null;
}
