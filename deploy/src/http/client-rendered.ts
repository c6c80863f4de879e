import { clientOnlyPatterns, matchPattern, routePatterns, specifiedPagePaths } from '@isarlicht/contracts';

const clientOnly: readonly string[] = clientOnlyPatterns;
const pagePatterns = Object.values(routePatterns).filter((pattern) => !clientOnly.includes(pattern));

/**
 * Whether a path is one of the site's public pages by the route table's patterns: in
 * a shell build without prerendered pages (no browser was found for the prerender),
 * the server answers these with the shell's page and 200, and the browser renders them.
 * A pattern match is as far as the server can tell; an unknown id still renders the
 * not-found page in the browser.
 */
export function isPublicPagePath(pathname: string): boolean {
  if (specifiedPagePaths.includes(pathname)) return true;
  return pagePatterns.some((pattern) => matchPattern(pattern, pathname) !== null);
}
