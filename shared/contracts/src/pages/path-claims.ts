import type { RoutedPage } from './routed-pages';

/** A pattern without its parameter names: `/a/:x` and `/a/:y` claim the same addresses. */
const shapeOf = (path: string): string => path.replace(/:[A-Za-z0-9_]+/g, ':');

/**
 * Why a remote's pages cannot go live beside the other remotes' live pages: one
 * message per path another slice already serves, naming both slices and the path.
 * A remote's own earlier pages are no conflict, its deployment replaces them.
 */
export function pathConflicts(incoming: readonly RoutedPage[], live: readonly RoutedPage[]): string[] {
  return incoming.flatMap((page) =>
    live
      .filter((other) => other.remote !== page.remote && shapeOf(other.path) === shapeOf(page.path))
      .map((other) => `mfe-${page.remote} claims ${page.path}, which mfe-${other.remote} already serves (${other.path})`),
  );
}
