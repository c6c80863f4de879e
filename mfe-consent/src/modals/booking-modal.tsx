import { siteConfig } from '@isarlicht/shared';
import { consentStore } from '../consent/consent-store';
import { ConsentRequired } from './consent-required';
import { Dialog } from './dialog';

export const bookingConsentMessage =
  'Um einen Termin buchen zu können, müssen Sie das Laden des HubSpot Meetings Widgets erlauben.';

export function BookingModal({ onClose }: { readonly onClose: () => void }) {
  const allowed = consentStore.get()?.hubspot === true;
  return (
    <Dialog title="Erstgespräch buchen" onClose={onClose}>
      <p>
        30 Minuten, kostenlos und unverbindlich: Wir klären, wo Sie stehen und welcher nächste Schritt sinnvoll ist. Oder
        schreiben Sie uns an <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>.
      </p>
      {allowed ? null : <ConsentRequired message={bookingConsentMessage} onClose={onClose} />}
    </Dialog>
  );
}
