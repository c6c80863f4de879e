/** The consent record as stored under `consentStorageKey`, and as carried by `consent-updated`. */
export interface ConsentRecord {
  readonly essential: true;
  readonly analytics: boolean;
  readonly externalContent: boolean;
  /** HubSpot meetings embed (booking). */
  readonly hubspot: boolean;
  /** Google Maps embed on the contact page. */
  readonly googleMaps: boolean;
  /** ISO 8601 */
  readonly timestamp: string;
}

/** The optional purposes a visitor decides on; `essential` is always on. */
export const consentPurposes = ['analytics', 'externalContent', 'hubspot', 'googleMaps'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

export const consentStorageKey = 'cookieConsent';
export const appVersionStorageKey = 'appVersion';
export const appVersion = '1.0.0';
