import { hasParams } from '../routes/match-pattern';
import { patternsOverlap } from '../routes/pattern-overlap';
import type { RoutedPage } from './routed-pages';
import { noServedAddresses, type ServedAddresses } from './served-addresses';

/** An address a page answers: its path, or an old address that redirects to it. */
interface Claim {
  readonly remote: RoutedPage['remote'];
  readonly address: string;
  readonly redirect: boolean;
}

const claimsOf = (page: RoutedPage): Claim[] => [
  { remote: page.remote, address: page.path, redirect: false },
  ...(page.redirects ?? []).map((redirect) => ({ remote: page.remote, address: redirect.from, redirect: true })),
];

/**
 * Whether two slices' claims answer a common address, by the addresses they match,
 * not by their spelling. Two patterns, or two fixed addresses: when they overlap. A
 * fixed address inside the other's pattern: when the pattern is a redirect (answered
 * before every page, it would shadow the address), when both are pages, or when the
 * pattern's slice actually serves the address (`served`). So an old address that is
 * no id of the other slice's pattern stays the first slice's.
 */
function collide(claim: Claim, taken: Claim, served: ServedAddresses): boolean {
  if (!patternsOverlap(claim.address, taken.address)) return false;
  if (hasParams(claim.address) === hasParams(taken.address)) return true;
  const [fixed, pattern] = hasParams(claim.address) ? [taken, claim] : [claim, taken];
  if (fixed.redirect && !pattern.redirect) return served.get(fixed.address) === pattern.remote;
  return true;
}

/**
 * Why a remote's pages cannot go live beside the other remotes' live pages: one
 * message per claim (a page's path or a redirect's old address) that answers an
 * address another slice already answers, naming both slices and both claims. A
 * remote's own earlier pages are no conflict, its deployment replaces them.
 */
export function pathConflicts(
  incoming: readonly RoutedPage[],
  live: readonly RoutedPage[],
  served: ServedAddresses = noServedAddresses,
): string[] {
  return incoming.flatMap((page) =>
    claimsOf(page).flatMap((claim) =>
      live
        .filter((other) => other.remote !== page.remote)
        .flatMap(claimsOf)
        .filter((taken) => collide(claim, taken, served))
        .map((taken) => `mfe-${page.remote} claims ${claim.address}, which mfe-${taken.remote} already serves (${taken.address})`),
    ),
  );
}
