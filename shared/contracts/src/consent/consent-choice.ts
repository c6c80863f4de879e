import type { ConsentDefault } from '../contracts/deployment-config';
import type { ConsentPurpose, ConsentRecord } from './consent-record';
import type { ConsentDecision } from './first-visit-panel';

/** A visitor's decision on each optional purpose: what the consent panels show and what a record stores. */
export type ConsentChoice = Readonly<Record<ConsentPurpose, boolean>>;

export const allAccepted: ConsentChoice = { analytics: true, externalContent: true, hubspot: true, googleMaps: true };
export const essentialOnly: ConsentChoice = { analytics: false, externalContent: false, hubspot: false, googleMaps: false };

export function toRecord(choice: ConsentChoice, now: Date): ConsentRecord {
  return { essential: true, ...choice, timestamp: now.toISOString() };
}

export function isEverythingOn(record: ConsentRecord): boolean {
  return record.analytics && record.externalContent && record.hubspot && record.googleMaps;
}

/** How the panel's optional purposes start before any decision, by the deployment's `consentDefault`. */
export function defaultChoiceOf(consentDefault: ConsentDefault): ConsentChoice {
  return consentDefault === 'all-off' ? essentialOnly : allAccepted;
}

/** The choice one of the panel's three buttons makes; `selection` is what its checkboxes show. */
export function choiceOf(decision: ConsentDecision, selection: ConsentChoice): ConsentChoice {
  if (decision === 'all') return allAccepted;
  return decision === 'essential' ? essentialOnly : selection;
}
