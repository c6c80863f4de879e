import { consentDecisions, type ConsentDecision } from '@isarlicht/contracts';

/**
 * Which decision a `consent:decide` makes, or null. Any script on the page can send it,
 * so it counts only with a known decision and once the visitor has interacted with the
 * page. Sticky activation, not the transient one of a grant (accepted-grant.ts): a press
 * taken before the application ran is replayed once the consent layer has loaded, which
 * on a slow connection is seconds later; and the panel sends it only while nothing is
 * decided, when no third party runs that could forge it.
 */
export function acceptedDecision(payload: unknown, activation: Pick<UserActivation, 'hasBeenActive'> | undefined): ConsentDecision | null {
  if (activation?.hasBeenActive !== true) return null;
  if (typeof payload !== 'object' || payload === null) return null;
  const { decision } = payload as { readonly decision?: unknown };
  return consentDecisions.find((known) => known === decision) ?? null;
}
