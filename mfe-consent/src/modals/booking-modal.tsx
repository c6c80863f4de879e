import { siteConfig } from '@isarlicht/contracts';
import { BookingWidget } from './booking-widget';
import { ThirdPartyDialog, type ModalProps } from './third-party-dialog';

export const bookingConsentMessage = 'Um einen Termin buchen zu können, müssen Sie das Laden des HubSpot Meetings Widgets erlauben.';

export function BookingModal({ allowed, onClose }: ModalProps) {
  return (
    <ThirdPartyDialog
      title="Erstgespräch buchen"
      intro={
        <>
          30 Minuten, kostenlos und unverbindlich: Wir klären, wo Sie stehen und welcher nächste Schritt sinnvoll ist. Oder schreiben Sie
          uns an <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>.
        </>
      }
      widget={<BookingWidget />}
      consentMessage={bookingConsentMessage}
      allowed={allowed}
      onClose={onClose}
    />
  );
}
