import type { ReactNode } from 'react';
import { emit } from '@isarlicht/browser-runtime/events/bus';
import { ConsentRequired } from './consent-required';
import { Dialog } from './dialog';
import type { ThirdPartyTexts } from './third-party-texts';

export interface ModalProps {
  /** Whether the visitor's consent allows the third party the dialog loads. */
  readonly allowed: boolean;
  readonly onClose: () => void;
}

interface ThirdPartyDialogProps extends ModalProps {
  readonly texts: ThirdPartyTexts;
  readonly widget: ReactNode;
}

/** A dialog around a third-party widget that loads only with the visitor's consent. */
export function ThirdPartyDialog({ texts, widget, allowed, onClose }: ThirdPartyDialogProps) {
  return (
    <Dialog title={texts.title} onClose={onClose}>
      <p>{texts.intro}</p>
      {allowed ? (
        widget
      ) : (
        <ConsentRequired
          message={texts.consentMessage}
          action={{
            onClick: () => {
              onClose();
              emit('cookie-settings:open');
            },
          }}
        />
      )}
    </Dialog>
  );
}
