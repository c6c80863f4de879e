import type { RoutedPage } from '../pages/routed-pages';
import { hasParams, matchPattern, paramNames, replaceParams } from './match-pattern';

export interface RedirectRule {
  /** A path or a pattern (`/for/:industryId`). */
  readonly from: string;
  /** The target; a `:name` left in it is filled with the segment `from` matched under that name. */
  readonly to: string;
}

/** The page's path with the given params filled in; a param not given stays `:name`. */
function partlyFilled(path: string, params: Readonly<Record<string, string>>): string {
  return replaceParams(path, (name, optional) => params[name] ?? `:${name}${optional ? '?' : ''}`);
}

/**
 * The redirects of the live pages as rules, in the order of the pages: every page
 * declares its own old addresses (`redirects` in its remote's page manifest), so they
 * go live and away with the page. The shell routes them, the production server and the
 * nginx config answer them with HTTP 301.
 */
export function redirectRulesOf(pages: readonly Pick<RoutedPage, 'path' | 'redirects'>[]): RedirectRule[] {
  return pages.flatMap((page) =>
    (page.redirects ?? []).map((redirect) => ({ from: redirect.from, to: partlyFilled(page.path, redirect.params ?? {}) })),
  );
}

/** Fills a rule's target with the parameters its pattern matched, each encoded as one segment. */
export function redirectTarget(rule: Pick<RedirectRule, 'to'>, params: Readonly<Record<string, string | undefined>>): string {
  return replaceParams(rule.to, (name) => encodeURIComponent(params[name] ?? ''));
}

/**
 * What is wrong with the redirects of `pages` before they go live: a target that keeps
 * a param its address does not carry, or an old address that is itself a page of
 * `beside` (the redirect would hide it).
 */
export function redirectProblems(
  pages: readonly Pick<RoutedPage, 'id' | 'path' | 'redirects'>[],
  beside: readonly Pick<RoutedPage, 'id' | 'path'>[] = pages,
): string[] {
  return pages.flatMap((page) =>
    redirectRulesOf([page]).flatMap((rule) => {
      const carried = new Set(paramNames(rule.from));
      const missing = paramNames(rule.to).filter((name) => !carried.has(name));
      const hidden = beside.filter((other) => !hasParams(other.path) && matchPattern(rule.from, other.path) !== null);
      return [
        ...missing.map((name) => `page ${page.id}: the redirect from ${rule.from} leaves :${name} of ${page.path} unfilled`),
        ...hidden.map((other) => `page ${page.id}: the redirect from ${rule.from} would hide the page ${other.id} (${other.path})`),
      ];
    }),
  );
}

/**
 * The redirect target of a request path under the given rules, or null.
 * Trailing-slash policy: the site's addresses have none, so `/about/` first becomes
 * `/about` (and `/de/` becomes `/`).
 */
export function resolveRedirect(pathname: string, rules: readonly RedirectRule[]): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  for (const rule of rules) {
    const params = matchPattern(rule.from, path);
    if (params) return redirectTarget(rule, params);
  }
  return path === pathname ? null : path;
}
