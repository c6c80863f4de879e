import type { ConsentDefault } from '../deployment/deployment-config';
import { choiceBy, consentPurposes, type ConsentChoice, type ConsentRecord } from './consent-record';
import type { ConsentDecision } from './first-visit-panel';

export const allAccepted: ConsentChoice = choiceBy(() => true);
export const essentialOnly: ConsentChoice = choiceBy(() => false);

export function toRecord(choice: ConsentChoice, now: Date): ConsentRecord {
  return { essential: true, ...choice, timestamp: now.toISOString() };
}

export function isEverythingOn(record: ConsentRecord): boolean {
  return consentPurposes.every((purpose) => record[purpose]);
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
