import { consentPurposes, type ConsentPurpose } from '@isarlicht/contracts/consent/consent-record';

/**
 * Which purpose a `consent:grant` may allow, or null. The bus is a window event any
 * script on the page can dispatch, a consented third party included, and the types
 * end at the page's edge: the purpose is checked against the known ones at run time,
 * and only a grant made while the visitor is interacting counts (a click on "Google
 * Maps laden"). A browser that cannot tell (no User Activation API) is refused.
 */
export function acceptedGrant(payload: unknown, activation: Pick<UserActivation, 'isActive'> | undefined): ConsentPurpose | null {
  if (activation?.isActive !== true) return null;
  if (typeof payload !== 'object' || payload === null) return null;
  const { purpose } = payload as { readonly purpose?: unknown };
  return consentPurposes.find((known) => known === purpose) ?? null;
}
