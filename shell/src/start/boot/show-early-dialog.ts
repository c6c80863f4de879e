import { keepOpener, takeEarlyDialogs } from '@isarlicht/browser-runtime/start/early-dialogs';
import {
  earlyCloseAttribute,
  earlyDialogAttribute,
  earlyDialogsId,
  earlyPurposeAttribute,
  earlyWhenAttribute,
} from '@isarlicht/contracts/start/page-state';
import { behaveAsModal } from './behave-as-modal';

/** The early dialog of `modal` as the page's template holds it, or null where the page has none. */
function earlyDialogOf(doc: Document, modal: string): HTMLElement | null {
  const template = doc.getElementById(earlyDialogsId);
  if (!(template instanceof HTMLTemplateElement)) return null;
  const source = [...template.content.querySelectorAll(`[${earlyDialogAttribute}]`)].find(
    (dialog) => dialog.getAttribute(earlyDialogAttribute) === modal,
  );
  const dialog = source === undefined ? null : doc.importNode(source, true);
  return dialog instanceof HTMLElement ? dialog : null;
}

/** What of the visit an early dialog follows. */
export interface EarlyDialogVisit {
  /** Whether the visitor allowed a consent purpose. */
  readonly allowed: (purpose: string) => boolean;
  /** Whether the page itself answers „Cookie-Einstellungen ändern", with its consent panel (take-first-visit-panel.ts). */
  readonly settingsByPage: boolean;
}

/**
 * Keeps what follows the intro for the visitor's consent: the widget loading, or the
 * message that it is not allowed. The message with a „Cookie-Einstellungen ändern" the
 * page answers itself is the whole dialog, as the live one would show it: nothing in it
 * waits for the consent layer, so it is not marked busy (docs/decisions/075).
 */
function keepPartFor(dialog: Element, visit: EarlyDialogVisit): void {
  const shown = visit.allowed(dialog.getAttribute(earlyPurposeAttribute) ?? '') ? 'allowed' : 'refused';
  for (const part of dialog.querySelectorAll(`[${earlyWhenAttribute}]`)) {
    if (part.getAttribute(earlyWhenAttribute) === shown) part.replaceWith(...part.childNodes);
    else part.remove();
  }
  if (shown === 'refused' && visit.settingsByPage) dialog.querySelector('[aria-busy]')?.removeAttribute('aria-busy');
}

/**
 * Shows the page's early dialog for `modal` in the frame after a tap, before the consent
 * layer runs (docs/decisions/053): the live dialog's frame and text, busy while a part
 * of it waits for the layer, as a modal dialog (behave-as-modal.ts); closed, the focus
 * goes back where it was and `onClose` hears that. The consent layer's live dialog takes
 * its place once it runs.
 * False where the page carries no early dialogs.
 */
export function showEarlyDialog(doc: Document, modal: string, opener: Element, visit: EarlyDialogVisit, onClose: () => void): boolean {
  const dialog = earlyDialogOf(doc, modal);
  if (dialog === null) return false;
  keepPartFor(dialog, visit);
  takeEarlyDialogs(doc);
  behaveAsModal(dialog, {
    shows: () => dialog.isConnected,
    isClose: (target) => target.closest(`[${earlyCloseAttribute}]`) !== null,
    close: () => {
      const returnTo = takeEarlyDialogs(doc);
      onClose();
      return returnTo;
    },
  });
  const focused = doc.activeElement;
  keepOpener(dialog, focused instanceof HTMLElement && focused !== doc.body ? focused : opener);
  doc.body.append(dialog);
  return true;
}
