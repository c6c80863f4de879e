import { clientOnlyPatterns } from '@isarlicht/contracts/routes/client-only';
import { compilePattern } from '@isarlicht/contracts/routes/compiled-pattern';
import { routePatterns } from '@isarlicht/contracts/routes/paths';
import { specifiedPagePaths } from '@isarlicht/contracts/routes/specified-pages';

const clientOnly: readonly string[] = clientOnlyPatterns;
// Compiled once: a request asks each pattern with a cost linear in its path.
const pagePatterns = Object.values(routePatterns)
  .filter((pattern) => !clientOnly.includes(pattern))
  .map(compilePattern);

/**
 * Whether a path is one of the site's public pages by the route table's patterns: in
 * a shell build without prerendered pages (no browser was found for the prerender),
 * the server answers these with the shell's page and 200, and the browser renders them.
 * A pattern match is as far as the server can tell; an unknown id still renders the
 * not-found page in the browser.
 */
export function isPublicPagePath(pathname: string): boolean {
  if (specifiedPagePaths.includes(pathname)) return true;
  return pagePatterns.some((pattern) => pattern.match(pathname) !== null);
}
