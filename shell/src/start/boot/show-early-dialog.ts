import { keepOpener, takeEarlyDialogs } from '@isarlicht/browser-runtime/start/early-dialogs';
import {
  earlyCloseAttribute,
  earlyDialogAttribute,
  earlyDialogsId,
  earlyPurposeAttribute,
  earlyWhenAttribute,
} from '@isarlicht/contracts/start/page-state';
import { closeOpenPopovers } from '@isarlicht/ui/close-open-popovers';
import { firstControlOf, keepFocusIn } from '@isarlicht/ui/keep-focus-in';

/** The early dialog of `modal` as the page's template holds it, or null where the page has none. */
function earlyDialogOf(doc: Document, modal: string): Element | null {
  const template = doc.getElementById(earlyDialogsId);
  if (!(template instanceof HTMLTemplateElement)) return null;
  const source = [...template.content.querySelectorAll(`[${earlyDialogAttribute}]`)].find(
    (dialog) => dialog.getAttribute(earlyDialogAttribute) === modal,
  );
  return source === undefined ? null : doc.importNode(source, true);
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
 * of it waits for the layer, as a modal dialog behaves. An open menu closes (a popover
 * would lie above it), the focus moves in once it has painted, Tab stays inside, and
 * Escape, the overlay or "Schließen" close it, with the focus back where it was;
 * `onClose` hears that. The consent layer's live dialog takes its place once it runs.
 * False where the page carries no early dialogs.
 */
export function showEarlyDialog(doc: Document, modal: string, opener: Element, visit: EarlyDialogVisit, onClose: () => void): boolean {
  const dialog = earlyDialogOf(doc, modal);
  if (dialog === null) return false;
  keepPartFor(dialog, visit);
  takeEarlyDialogs(doc);
  // Closing the menu gives the focus back to its button, which is where it belongs after the dialog.
  closeOpenPopovers(doc);
  const focused = doc.activeElement;
  keepOpener(dialog, focused instanceof HTMLElement && focused !== doc.body ? focused : opener);
  doc.body.append(dialog);
  // The focus needs the page's style and layout: the dialog paints first, the focus follows in the next task.
  const view = doc.defaultView;
  view?.requestAnimationFrame(() => view.setTimeout(() => dialog.isConnected && firstControlOf(dialog)?.focus(), 0));
  const close = () => {
    const returnTo = takeEarlyDialogs(doc);
    onClose();
    returnTo?.focus();
  };
  dialog.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target === dialog || target?.closest(`[${earlyCloseAttribute}]`)) close();
  });
  const onKeyDown = (event: KeyboardEvent) => {
    // The live dialog or a close took it away: the keys are no longer this dialog's.
    if (!dialog.isConnected) doc.removeEventListener('keydown', onKeyDown);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else keepFocusIn(dialog, event);
  };
  doc.addEventListener('keydown', onKeyDown);
  return true;
}
