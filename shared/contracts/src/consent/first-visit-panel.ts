import { paths } from '../routes/paths';

/** What the panel's three buttons decide; `selection` is what its checkboxes show. */
export const consentDecisions = ['all', 'selection', 'essential'] as const;
export type ConsentDecision = (typeof consentDecisions)[number];

/**
 * The name the panel's buttons carry in their markup (`data-bus-event`, with the decision
 * as `data-bus-detail`), as pages rendered before the boot script answered them did. The
 * page's boot script answers a press itself (first-visit-decision.ts); it is no event of
 * the bus, and the early-click recorder does not take it.
 */
export const firstVisitDecisionEvent = 'consent:decide';

const legalPaths: readonly string[] = [paths.impressum, paths.agb];

/**
 * The pages a visitor reads in order to decide: the legal notice with the privacy
 * policy, and the terms. The undecided visitor's panel does not cover them.
 */
export function isLegalPage(pathname: string): boolean {
  return legalPaths.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
