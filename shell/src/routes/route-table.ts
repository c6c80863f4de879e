import { exposedPageModule } from '@isarlicht/contracts/pages/page-manifest';
import type { ComposedConfig } from '@isarlicht/contracts/deployment/deployment-config';
import type { RoutedPage } from '@isarlicht/contracts/pages/routed-pages';

export type PageRoute = RoutedPage & {
  /** The exposed module the shell loads from the page's remote. */
  readonly module: `./${string}`;
};

/** What the shell routes by: the composed pages, and whether the dev dashboard is on. */
export type RoutingConfig = Pick<ComposedConfig, 'devDashboard' | 'pages'>;

/** A live page as a route object of React Router: its pattern, matched case sensitively, and the page it renders. */
export interface PageRouteObject {
  readonly path: string;
  readonly caseSensitive: true;
  readonly page: PageRoute;
}

/**
 * The routes of this deployment: the pages the live releases of the remotes declare,
 * as the shell's server composed them into `/remotes.json` (docs/decisions/030). The
 * shell lists none itself; dynamic segments are checked by the remote that owns the
 * content (an unknown id renders the not-found page). Redirects are answered before
 * the routes are asked (`matchRoute`).
 */
export function pageRouteObjects(config: RoutingConfig): PageRouteObject[] {
  return config.pages
    .filter((page) => config.devDashboard || page.devDashboard !== true)
    .map((page) => ({ path: page.path, caseSensitive: true, page: { ...page, module: exposedPageModule(page) } }));
}
