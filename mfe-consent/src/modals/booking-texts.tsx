import { siteConfig } from '@isarlicht/site-content/site-config';
import type { ThirdPartyTexts } from './third-party-texts';

export const bookingConsentMessage = 'Um einen Termin buchen zu können, müssen Sie das Laden des HubSpot Meetings Widgets erlauben.';

export const bookingTexts: ThirdPartyTexts = {
  title: 'Erstgespräch buchen',
  purpose: 'hubspot',
  intro: (
    <>
      30 Minuten, kostenlos und unverbindlich: Wir klären, wo Sie stehen und welcher nächste Schritt sinnvoll ist. Oder schreiben Sie uns an{' '}
      <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>.
    </>
  ),
  consentMessage: bookingConsentMessage,
  loading: 'Der Terminkalender wird geladen …',
};
