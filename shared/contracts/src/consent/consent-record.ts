/**
 * The optional purposes a visitor decides on, in the panels' order; `essential` is always
 * on. The one list: the record, the choices, the parsers and the panels are built from it.
 * `analytics` is Google Analytics 4, `externalContent` the Vapi voice assistant, `hubspot`
 * the HubSpot meetings embed (booking), `googleMaps` the map on the contact page.
 */
export const consentPurposes = ['analytics', 'externalContent', 'hubspot', 'googleMaps'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** A visitor's decision on each optional purpose: what the consent panels show and what a record stores. */
export type ConsentChoice = Readonly<Record<ConsentPurpose, boolean>>;

/** The consent record as stored under `consentStorageKey`, and as carried by `consent-updated`. */
export interface ConsentRecord extends ConsentChoice {
  readonly essential: true;
  /** ISO 8601 */
  readonly timestamp: string;
}

/** Whether `value` holds a boolean for every purpose (anything else it holds is not looked at). */
export const isConsentChoice = (value: Readonly<Record<string, unknown>>): value is ConsentChoice =>
  consentPurposes.every((purpose) => typeof value[purpose] === 'boolean');

/** The choice that decides each purpose as `allows` says, built from the list, so a new purpose needs no line here. */
export function choiceBy(allows: (purpose: ConsentPurpose) => boolean): ConsentChoice {
  const choice = Object.fromEntries(consentPurposes.map((purpose) => [purpose, allows(purpose)]));
  if (isConsentChoice(choice)) return choice;
  throw new TypeError(`a consent choice holds a boolean for each of ${consentPurposes.join(', ')}`);
}

export const consentStorageKey = 'cookieConsent';
export const appVersionStorageKey = 'appVersion';
export const appVersion = '1.0.0';
