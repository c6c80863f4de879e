import { useCallback, useEffect, useState } from 'react';
import { emit, on, type ModalName } from '@isarlicht/shared';
import { AssistantModal } from '../modals/assistant-modal';
import { BookingModal } from '../modals/booking-modal';

/**
 * The layer the shell mounts once for the whole visit. It owns every modal and every
 * third-party load, and is reached only through the event bus.
 */
export function ConsentLayer() {
  const [open, setOpen] = useState<ReadonlySet<ModalName>>(new Set());
  useEffect(() => on('modal:open', ({ modal }) => setOpen((current) => new Set(current).add(modal))), []);

  const close = useCallback((modal: ModalName) => {
    setOpen((current) => {
      const next = new Set(current);
      next.delete(modal);
      return next;
    });
    emit('modal:close', { modal });
  }, []);
  const closeAssistant = useCallback(() => close('assistant'), [close]);
  const closeBooking = useCallback(() => close('booking'), [close]);

  return (
    <>
      {open.has('assistant') ? <AssistantModal onClose={closeAssistant} /> : null}
      {open.has('booking') ? <BookingModal onClose={closeBooking} /> : null}
    </>
  );
}
