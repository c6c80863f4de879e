import { matchPattern, resolveRedirect, type PageModule, type RouteParams } from '@isarlicht/contracts';
import { loadRemoteModule } from '../federation/remote-modules';
import { activeRoutes, type PageRoute, type RoutingConfig } from './route-table';

export type RouteMatch =
  { readonly kind: 'redirect'; readonly to: string } | { readonly kind: 'page'; readonly route: PageRoute; readonly params: RouteParams };

export interface LoadedPage {
  readonly route: PageRoute;
  readonly params: RouteParams;
  readonly page: PageModule;
}

/**
 * What `<AppRoutes>` renders for a path: the redirect the servers answer with, else
 * the first page of the table whose pattern matches, or null for the not-found page.
 * The same matcher as the servers' (`matchPattern`), so browser and server agree.
 */
export function matchRoute(pathname: string, config: RoutingConfig): RouteMatch | null {
  const to = resolveRedirect(pathname);
  if (to !== null) return { kind: 'redirect', to };
  for (const route of activeRoutes(config)) {
    const params = matchPattern(route.path, pathname);
    if (params) return { kind: 'page', route, params };
  }
  return null;
}

/**
 * Loads the page module of a path, and what it prepares for the params, before the
 * first render, so hydration and the prerender render the page itself instead of its
 * loading state. Null when the path
 * is no page (not found, a redirect); rejects when the remote cannot be loaded.
 */
export async function loadPageOf(pathname: string, config: RoutingConfig): Promise<LoadedPage | null> {
  const match = matchRoute(pathname, config);
  if (match?.kind !== 'page') return null;
  const page = await loadRemoteModule<PageModule>(match.route.remote, match.route.module);
  await page.prepare?.(match.params);
  return { route: match.route, params: match.params, page };
}
