import { generatePath } from 'react-router';
import type { NavLink } from './nav-link';
import type { RouteParams } from './page-module';

/**
 * An old or other address of a page, answered with a permanent redirect to it by the
 * servers and routed to it by the shell. It goes live and away with the page.
 */
export interface PageRedirect {
  /** A path (`/bubble-prototyp`) or a pattern (`/for/:industryId`) whose params fill the page's path by name. */
  readonly from: string;
  /** Params of the page's path the address lands on (`{ serviceId: 'web-applications' }`). */
  readonly params?: Readonly<Record<string, string>>;
}

/**
 * One page of a remote, the one place a team declares it: the webpack exposes, the
 * standalone page, the contract test and the route lists of servers and tests are
 * read from its remote's list of these.
 */
export interface PageEntry {
  /** Kebab-case; the page module is exposed to the shell as `./<id>`. */
  readonly id: string;
  /** The path pattern the page answers (`/services/:serviceId`, `/dev-dashboard/:toolId?`). */
  readonly path: string;
  /** The page component's file below the remote's `src/pages/`, without extension. */
  readonly module: string;
  /** Params of a page that exists; for a pattern with params also ones the remote answers as not found. */
  readonly example: RouteParams;
  readonly unknownExample?: RouteParams;
  /** Rendered to static HTML at build and deploy time; false for pages behind a sign-in or for the team. */
  readonly prerender: boolean;
  readonly sitemap: boolean;
  /** The overview a detail page belongs to (breadcrumbs). */
  readonly parent?: NavLink;
  /** Document title while a URL id is unknown to the remote; default: the not-found title. */
  readonly notFoundTitle?: string;
  /** Routed only where the deployment switches the dev dashboard on. */
  readonly devDashboard?: boolean;
  /** The page's old and other addresses (docs/product.md section 3). */
  readonly redirects?: readonly PageRedirect[];
}

export type PageManifest = readonly PageEntry[];

/** The exposed module name of a page: what the shell loads. */
export const exposedPageModule = (entry: Pick<PageEntry, 'id'>): `./${string}` => `./${entry.id}`;

/** The webpack `exposes` of a remote's pages, file paths relative to the remote's folder. */
export function pageExposes(manifest: PageManifest): Record<string, string> {
  return Object.fromEntries(manifest.map((entry) => [exposedPageModule(entry), `./src/pages/${entry.module}.tsx`]));
}

/** The address of a page's example: what tests, the standalone page and the prerender start from. */
export const examplePath = (entry: Pick<PageEntry, 'path' | 'example'>): string => generatePath(entry.path, entry.example);
