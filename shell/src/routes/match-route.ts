import { matchRoutes } from 'react-router-dom';
import { matchPattern } from '@isarlicht/contracts/routes/match-pattern';
import { redirectRulesOf, resolveRedirect } from '@isarlicht/contracts/routes/redirects';
import type { PageModule, RouteParams } from '@isarlicht/contracts/pages/page-module';
import { loadRemoteModule } from '../federation/remote-modules';
import { pageRouteObjects, type PageRoute, type RoutingConfig } from './route-table';

export type RouteMatch =
  { readonly kind: 'redirect'; readonly to: string } | { readonly kind: 'page'; readonly route: PageRoute; readonly params: RouteParams };

export interface LoadedPage {
  readonly route: PageRoute;
  readonly params: RouteParams;
  readonly page: PageModule;
}

/**
 * What `<AppRoutes>` renders for a path: the redirect the servers answer with (the live
 * pages declare their old addresses), else the
 * live page React Router ranks first (a static segment before a parameter, whatever the
 * order of the manifests), or null for the not-found page. Which pages match at all is
 * the servers' matcher's answer (`matchPattern`), so browser and server agree on every
 * address, a malformed escape included; React Router only ranks them.
 */
export function matchRoute(pathname: string, config: RoutingConfig): RouteMatch | null {
  const to = resolveRedirect(pathname, redirectRulesOf(config.pages));
  if (to !== null) return { kind: 'redirect', to };
  const candidates = pageRouteObjects(config).filter((route) => matchPattern(route.path, pathname) !== null);
  const route = candidates.length === 0 ? undefined : matchRoutes(candidates, pathname)?.[0]?.route.page;
  const params = route === undefined ? null : matchPattern(route.path, pathname);
  return route === undefined || params === null ? null : { kind: 'page', route, params };
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
