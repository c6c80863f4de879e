import type { ReactNode } from 'react';
import { ConsentRequired } from './consent-required';
import { Dialog } from './dialog';

export interface ModalProps {
  /** Whether the visitor's consent allows the third party the dialog loads. */
  readonly allowed: boolean;
  readonly onClose: () => void;
}

interface ThirdPartyDialogProps extends ModalProps {
  readonly title: string;
  /** What the dialog offers, and a way to reach the agency without the third party. */
  readonly intro: ReactNode;
  readonly widget: ReactNode;
  /** Shown instead of the widget while the consent does not allow it. */
  readonly consentMessage: string;
}

/** A dialog around a third-party widget that loads only with the visitor's consent. */
export function ThirdPartyDialog({ title, intro, widget, consentMessage, allowed, onClose }: ThirdPartyDialogProps) {
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{intro}</p>
      {allowed ? widget : <ConsentRequired message={consentMessage} onClose={onClose} />}
    </Dialog>
  );
}
