import { busAction } from '@isarlicht/browser-runtime/events/bus-action';
import {
  earlyCloseAttribute,
  earlyDialogAttribute,
  earlyPurposeAttribute,
  earlyWhenAttribute,
} from '@isarlicht/contracts/start/page-state';
import type { ModalName } from '@isarlicht/contracts/events/event-map';
import { assistantTexts } from './assistant-texts';
import { bookingTexts } from './booking-texts';
import { ConsentRequired } from './consent-required';
import { closeButtonClassName, DialogFrame, overlayClassName } from './dialog-frame';
import { StatusLine } from './status-message';
import type { ThirdPartyTexts } from './third-party-texts';
import styles from './early-dialog.module.css';

/**
 * One dialog as the page shows it at once, before the consent layer runs: the live
 * dialog's frame and text, busy, with both of what follows the intro (the widget
 * loading, the consent message); the boot script keeps the one the visitor's stored
 * decision calls for. Its "Cookie-Einstellungen ändern" is a bus button, taken like
 * every other until the layer listens; where the page answers it with its own consent
 * panel, the boot script drops the busy mark of the consent message, which is then the
 * whole dialog (docs/decisions/075).
 */
function EarlyDialog({ modal, texts }: { readonly modal: ModalName; readonly texts: ThirdPartyTexts }) {
  const close = (
    <button type="button" className={closeButtonClassName} {...{ [earlyCloseAttribute]: '' }}>
      Schließen
    </button>
  );
  return (
    <div className={`${overlayClassName} ${styles.early}`} {...{ [earlyDialogAttribute]: modal, [earlyPurposeAttribute]: texts.purpose }}>
      <DialogFrame title={texts.title} close={close} busy>
        <p>{texts.intro}</p>
        <div {...{ [earlyWhenAttribute]: 'allowed' }}>
          <StatusLine status="loading" text={texts.loading} />
        </div>
        <div {...{ [earlyWhenAttribute]: 'refused' }}>
          <ConsentRequired message={texts.consentMessage} action={busAction('cookie-settings:open')} />
        </div>
      </DialogFrame>
    </div>
  );
}

/**
 * The assistant and booking dialogs as the prerender writes them, inert, into every page
 * (docs/decisions/053): a tap on "KI-Assistent" or "Erstgespräch buchen" shows its
 * frame and text in the next frame, however long the consent layer takes to load, and
 * the layer's live dialog takes its place once it runs.
 */
export function EarlyDialogs() {
  return (
    <>
      <EarlyDialog modal="assistant" texts={assistantTexts} />
      <EarlyDialog modal="booking" texts={bookingTexts} />
    </>
  );
}
