import { matchPattern } from './match-pattern';
import { paths } from './paths';

export interface RedirectRule {
  readonly from: string;
  /** Target; `:id` is replaced with the segment the `from` pattern matched. */
  readonly to: string;
}

/**
 * The old and alternative addresses of the site (docs/product.md section 3). The shell
 * routes them client side, the production server and the nginx config answer them
 * with HTTP 301, all from this one list.
 */
export const redirectRules: readonly RedirectRule[] = [
  { from: '/methods/product-vision', to: paths.reference('bootcamp-workshop') },
  { from: '/services/web-development', to: paths.service('web-applications') },
  { from: '/bubble-prototyp', to: paths.service('no-code-development') },
  { from: '/scrum-prozess', to: paths.role('scrum-method') },
  { from: '/scrum-rituale', to: paths.method('agile-teams') },
  { from: '/references/fahrzeugdatenmplattform', to: paths.reference('fahrzeugdatenplattform') },
  ...['de', 'en', 'fr'].map((language) => ({ from: `/${language}`, to: paths.home })),
  { from: '/for', to: paths.industries },
  { from: '/for/:id', to: `${paths.industries}/:id` },
];

/** Fills a rule's target with the parameters its pattern matched. */
export function redirectTarget(rule: Pick<RedirectRule, 'to'>, params: Readonly<Record<string, string | undefined>>): string {
  return rule.to.replace(/:([a-zA-Z]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * The redirect target of a request path, or null. Trailing-slash policy: the site's
 * addresses have none, so `/about/` first becomes `/about` (and `/de/` becomes `/`).
 */
export function resolveRedirect(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  for (const rule of redirectRules) {
    const params = matchPattern(rule.from, path);
    if (params) return redirectTarget(rule, params);
  }
  return path === pathname ? null : path;
}
