import { clientOnlyPatterns, devDashboardPatterns, paths, routePatterns, type ExposedModule, type NavLink, type RemoteName } from '@isarlicht/shared';

type ModuleRef = {
  [R in RemoteName]: { readonly remote: R; readonly module: ExposedModule<R> };
}[RemoteName];

export type PageRoute = ModuleRef & {
  readonly path: string;
  /** Document title while the URL id is unknown to the remote; default: the not-found title. */
  readonly notFoundTitle?: string;
  /** The overview a detail page belongs to (breadcrumbs). */
  readonly parent?: NavLink;
};

const page = (path: string, ref: ModuleRef, extra: Partial<PageRoute> = {}): PageRoute =>
  ({ path, ...ref, ...extra }) as PageRoute;
const marketing = <M extends ExposedModule<'marketing'>>(module: M) => ({ remote: 'marketing', module }) as const;
const references = <M extends ExposedModule<'references'>>(module: M) => ({ remote: 'references', module }) as const;

const sections = {
  services: { label: 'Leistungen', to: paths.services },
  about: { label: 'Über uns', to: paths.about },
  glossary: { label: 'Glossar', to: paths.glossary },
  references: { label: 'Referenzen', to: paths.references },
  industries: { label: 'Branchen', to: paths.industries },
} as const satisfies Record<string, NavLink>;

/**
 * The one route table of the site (SPEC section 2, ARCHITECTURE section 3). Dynamic
 * segments are checked by the remote that owns the content: an unknown id renders
 * the not-found page. Redirects are answered before the table is asked
 * (`matchRoute`): `/services/web-development` is a redirect, not a service id.
 */
export const routeTable: readonly PageRoute[] = [
  page(paths.home, marketing('./home')),
  page(paths.about, marketing('./about')),
  page(paths.services, marketing('./services')),
  page(routePatterns.service, marketing('./service'), { parent: sections.services }),
  page(routePatterns.role, marketing('./role'), { parent: sections.about }),
  page(routePatterns.method, marketing('./method'), { parent: sections.about }),
  page(paths.glossary, marketing('./glossary')),
  page(routePatterns.glossaryTerm, marketing('./glossary-term'), { parent: sections.glossary }),
  page(paths.contact, marketing('./contact')),
  page(paths.impressum, marketing('./impressum')),
  page(paths.agb, marketing('./agb')),
  page(paths.references, references('./references')),
  page(routePatterns.reference, references('./reference'), { notFoundTitle: 'Referenz nicht gefunden', parent: sections.references }),
  page(paths.industries, references('./industries')),
  page(routePatterns.industry, references('./industry'), { parent: sections.industries }),
  page(paths.callAnalytics, { remote: 'devtools', module: './call-analytics' }),
  page(paths.devDashboard, { remote: 'devtools', module: './dev-dashboard' }),
  page(routePatterns.devTool, { remote: 'devtools', module: './dev-dashboard' }),
];

/** The table as this deployment routes it. */
export function activeRoutes(config: { readonly devDashboard: boolean }): readonly PageRoute[] {
  return routeTable.filter((route) => config.devDashboard || !devDashboardPatterns.includes(route.path));
}

/** Pages whose HTML is rendered at build time; the client-only ones are rendered in the browser. */
export function isPrerendered(route: PageRoute): boolean {
  return !(clientOnlyPatterns as readonly string[]).includes(route.path);
}
