import { BookingWidget } from './booking-widget';
import { bookingTexts } from './booking-texts';
import { ThirdPartyDialog, type ModalProps } from './third-party-dialog';

export function BookingModal({ allowed, onClose }: ModalProps) {
  return <ThirdPartyDialog texts={bookingTexts} widget={<BookingWidget />} allowed={allowed} onClose={onClose} />;
}
