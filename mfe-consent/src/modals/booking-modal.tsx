import { siteConfig } from '@isarlicht/contracts';
import { BookingWidget } from './booking-widget';
import { ConsentRequired } from './consent-required';
import { Dialog } from './dialog';

export const bookingConsentMessage = 'Um einen Termin buchen zu können, müssen Sie das Laden des HubSpot Meetings Widgets erlauben.';

interface BookingModalProps {
  readonly allowed: boolean;
  readonly onClose: () => void;
}

export function BookingModal({ allowed, onClose }: BookingModalProps) {
  return (
    <Dialog title="Erstgespräch buchen" onClose={onClose}>
      <p>
        30 Minuten, kostenlos und unverbindlich: Wir klären, wo Sie stehen und welcher nächste Schritt sinnvoll ist. Oder schreiben Sie uns
        an <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>.
      </p>
      {allowed ? <BookingWidget /> : <ConsentRequired message={bookingConsentMessage} onClose={onClose} />}
    </Dialog>
  );
}
