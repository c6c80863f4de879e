import { emit, type ModalName } from '@isarlicht/shared';
import { Button } from '@isarlicht/shared/ui';

const labels: Record<ModalName, string> = {
  booking: 'Erstgespräch buchen',
  assistant: 'KI-Assistent',
};

/** Opens a modal of the consent layer through the bus; this slice never imports it. */
export function ModalButton({ modal, variant = 'primary' }: { readonly modal: ModalName; readonly variant?: 'primary' | 'secondary' }) {
  return (
    <Button variant={variant} onClick={() => emit('modal:open', { modal })}>
      {labels[modal]}
    </Button>
  );
}
