import { paths, type ExposedModule, type RemoteName } from '@isarlicht/shared';

type ModuleRef = {
  [R in RemoteName]: { readonly remote: R; readonly module: ExposedModule<R> };
}[RemoteName];

export type PageRoute = ModuleRef & {
  readonly kind: 'page';
  readonly path: string;
  /** Document title while the URL id is unknown to the remote; default: the not-found title. */
  readonly notFoundTitle?: string;
  /** Only routed when the deployment configuration switches the dev dashboard on. */
  readonly devDashboard?: true;
};

export interface RedirectRoute {
  readonly kind: 'redirect';
  readonly path: string;
  /** Target; `:id` is replaced with the matched parameter of the same name. */
  readonly to: string;
}

export type AppRoute = PageRoute | RedirectRoute;

const page = (path: string, ref: ModuleRef, extra: Partial<PageRoute> = {}): PageRoute =>
  ({ kind: 'page', path, ...ref, ...extra }) as PageRoute;
const redirect = (path: string, to: string): RedirectRoute => ({ kind: 'redirect', path, to });
const marketing = <M extends ExposedModule<'marketing'>>(module: M) => ({ remote: 'marketing', module }) as const;
const references = <M extends ExposedModule<'references'>>(module: M) => ({ remote: 'references', module }) as const;

/**
 * The one route table of the site (SPEC section 2, ARCHITECTURE section 3). Dynamic
 * segments are checked by the remote that owns the content: an unknown id renders
 * the not-found page.
 */
export const routeTable: readonly AppRoute[] = [
  page(paths.home, marketing('./home')),
  page(paths.about, marketing('./about')),
  page(paths.services, marketing('./services')),
  page('/services/:serviceId', marketing('./service')),
  page('/methods/roles/:roleId', marketing('./role')),
  page('/methods/:methodId', marketing('./method')),
  page(paths.glossary, marketing('./glossary')),
  page('/glossary/:termId', marketing('./glossary-term')),
  page(paths.contact, marketing('./contact')),
  page(paths.impressum, marketing('./impressum')),
  page(paths.agb, marketing('./agb')),
  page(paths.references, references('./references')),
  page('/references/:slug', references('./reference'), { notFoundTitle: 'Referenz nicht gefunden' }),
  page(paths.industries, references('./industries')),
  page(`${paths.industries}/:industryId`, references('./industry')),
  page(paths.callAnalytics, { remote: 'devtools', module: './call-analytics' }),
  page(paths.devDashboard, { remote: 'devtools', module: './dev-dashboard' }, { devDashboard: true }),
  page(`${paths.devDashboard}/:toolId`, { remote: 'devtools', module: './dev-dashboard' }, { devDashboard: true }),
  redirect('/methods/product-vision', paths.reference('bootcamp-workshop')),
  redirect('/services/web-development', paths.service('web-applications')),
  redirect('/bubble-prototyp', paths.service('no-code-development')),
  redirect('/scrum-prozess', paths.role('scrum-method')),
  redirect('/scrum-rituale', paths.method('agile-teams')),
  redirect('/references/fahrzeugdatenmplattform', paths.reference('fahrzeugdatenplattform')),
  ...['de', 'en', 'fr'].map((language) => redirect(`/${language}`, paths.home)),
  redirect('/for', paths.industries),
  redirect('/for/:id', `${paths.industries}/:id`),
];

/** The table as this deployment routes it. */
export function activeRoutes(config: { readonly devDashboard: boolean }): readonly AppRoute[] {
  return routeTable.filter((route) => route.kind === 'redirect' || !route.devDashboard || config.devDashboard);
}

/** Resolves a redirect target against the matched parameters. */
export function redirectTarget(route: RedirectRoute, params: Readonly<Record<string, string | undefined>>): string {
  return route.to.replace(/:([a-zA-Z]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}
