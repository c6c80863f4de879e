import { replaceParams } from '../routes/match-pattern';
import type { RoutedPage } from './routed-pages';

/** A pattern without its parameter names: `/a/:x` and `/a/:y` claim the same addresses. */
const shapeOf = (path: string): string => replaceParams(path, (_name, optional) => (optional ? ':?' : ':'));

/** Every address a page answers: its path, and the old addresses that redirect to it. */
const claimsOf = (page: RoutedPage): string[] => [page.path, ...(page.redirects ?? []).map((redirect) => redirect.from)];

/**
 * Why a remote's pages cannot go live beside the other remotes' live pages: one
 * message per path (a page's or a redirect's) another slice already serves, naming
 * both slices and the path. A remote's own earlier pages are no conflict, its
 * deployment replaces them.
 */
export function pathConflicts(incoming: readonly RoutedPage[], live: readonly RoutedPage[]): string[] {
  return incoming.flatMap((page) =>
    claimsOf(page).flatMap((claim) =>
      live
        .filter((other) => other.remote !== page.remote)
        .flatMap((other) =>
          claimsOf(other)
            .filter((taken) => shapeOf(taken) === shapeOf(claim))
            .map((taken) => `mfe-${page.remote} claims ${claim}, which mfe-${other.remote} already serves (${taken})`),
        ),
    ),
  );
}
