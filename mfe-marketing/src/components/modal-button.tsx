import { busAction } from '@isarlicht/browser-runtime/events/bus-action';
import type { ModalName } from '@isarlicht/contracts/events/event-map';
import { Button } from '@isarlicht/ui/button';

const labels: Record<ModalName, string> = {
  booking: 'Erstgespräch buchen',
  assistant: 'KI-Assistent',
};

interface ModalButtonProps {
  readonly modal: ModalName;
  readonly variant?: 'primary' | 'secondary';
  readonly className?: string;
}

/** Opens a modal of the consent layer through the bus; this slice never imports it. */
export function ModalButton({ modal, variant = 'primary', className }: ModalButtonProps) {
  return (
    <Button variant={variant} className={className} {...busAction('modal:open', { modal })}>
      {labels[modal]}
    </Button>
  );
}
