import { parse } from 'regexparam';
import { matchRoute as matchPattern } from 'wouter';
import type { PageModule, RouteParams } from '@isarlicht/shared';
import { loadRemoteModule } from '../federation/remote-modules';
import { activeRoutes, type AppRoute, type PageRoute } from './route-table';

export interface RouteMatch {
  readonly route: AppRoute;
  readonly params: RouteParams;
}

export interface LoadedPage {
  readonly route: PageRoute;
  readonly params: RouteParams;
  readonly page: PageModule;
}

/** The route `<AppRoutes>` renders for a path (the first that matches, with wouter's parser), or null for the not-found page. */
export function matchRoute(pathname: string, config: { readonly devDashboard: boolean }): RouteMatch | null {
  for (const route of activeRoutes(config)) {
    const [matched, params] = matchPattern(parse, route.path, pathname);
    if (matched) return { route, params };
  }
  return null;
}

/**
 * Loads the page module of a path, and what it prepares for the params, before the
 * first render, so hydration and the prerender render the page itself instead of its
 * loading state. Null when the path
 * is no page (not found, a redirect); rejects when the remote cannot be loaded.
 */
export async function loadPageOf(pathname: string, config: { readonly devDashboard: boolean }): Promise<LoadedPage | null> {
  const match = matchRoute(pathname, config);
  if (!match || match.route.kind !== 'page') return null;
  const page = await loadRemoteModule<PageModule>(match.route.remote, match.route.module);
  await page.prepare?.(match.params);
  return { route: match.route, params: match.params, page };
}
