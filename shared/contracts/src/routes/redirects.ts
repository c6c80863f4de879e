import { noServedAddresses, type ServedAddresses } from '../pages/served-addresses';
import type { RoutedPage } from '../pages/routed-pages';
import { compilePattern, pathParts } from './compiled-pattern';
import { hasParams, paramNames, replaceParams } from './match-pattern';
import { patternsOverlap } from './pattern-overlap';

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

/** A page as far as the redirects ask: its slice only where served addresses are known. */
type AnsweringPage = Pick<RoutedPage, 'id' | 'path'> & Partial<Pick<RoutedPage, 'remote'>>;

/**
 * Whether a redirect from `from` would answer an address of `page` before the page:
 * a redirect pattern overlapping the page's pattern, or the page's own fixed address.
 * A fixed old address inside the page's pattern hides it only where the page serves
 * that address (`served`): a misspelt id the page answers as not found may redirect.
 */
function hides(from: string, page: AnsweringPage, served: ServedAddresses): boolean {
  if (!patternsOverlap(from, page.path)) return false;
  return hasParams(from) || !hasParams(page.path) || (page.remote !== undefined && served.get(from) === page.remote);
}

/**
 * What is wrong with the redirects of `pages` before they go live: a target that keeps
 * a param its address does not carry, or an old address that would hide a page of
 * `beside`: one of its fixed addresses, addresses of its pattern, or an address it
 * serves (`served`).
 */
export function redirectProblems(
  pages: readonly (AnsweringPage & Pick<RoutedPage, 'redirects'>)[],
  beside: readonly AnsweringPage[] = pages,
  served: ServedAddresses = noServedAddresses,
): string[] {
  return pages.flatMap((page) =>
    redirectRulesOf([page]).flatMap((rule) => {
      const carried = new Set(paramNames(rule.from));
      const missing = paramNames(rule.to).filter((name) => !carried.has(name));
      const hidden = beside.filter((other) => hides(rule.from, other, served));
      return [
        ...missing.map((name) => `page ${page.id}: the redirect from ${rule.from} leaves :${name} of ${page.path} unfilled`),
        ...hidden.map((other) => `page ${page.id}: the redirect from ${rule.from} would hide the page ${other.id} (${other.path})`),
      ];
    }),
  );
}

/** `/about//` → `/about`, `/de/` → `/`: a scan, so a path of many slashes costs no more than its length. */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  return pathname.slice(0, end);
}

/**
 * The rules compiled once, as a function of a request path: its redirect target, or
 * null. The path is split once and every rule compares its segments, so the cost of a
 * request is linear in its path. Trailing-slash policy: the site's addresses have
 * none, so `/about/` first becomes `/about` (and `/de/` becomes `/`).
 */
export function redirectResolver(rules: readonly RedirectRule[]): (pathname: string) => string | null {
  const compiled = rules.map((rule) => ({ rule, from: compilePattern(rule.from) }));
  return (pathname) => {
    const path = withoutTrailingSlashes(pathname);
    const parts = pathParts(path);
    if (parts !== null)
      for (const { rule, from } of compiled) {
        const params = from.matchParts(parts);
        if (params) return redirectTarget(rule, params);
      }
    return path === pathname ? null : path;
  };
}

/** The redirect target of a request path under the given rules, or null (`redirectResolver`, compiled for this one path). */
export const resolveRedirect = (pathname: string, rules: readonly RedirectRule[]): string | null => redirectResolver(rules)(pathname);
