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

export const consentStorageKey = 'cookieConsent';
export const appVersionStorageKey = 'appVersion';
export const appVersion = '1.0.0';
