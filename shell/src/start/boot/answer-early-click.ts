import type { EarlyClick, TakeBack } from '@isarlicht/browser-runtime/start/early-clicks';
import { takeEarlyDialogs } from '@isarlicht/browser-runtime/start/early-dialogs';
import { earlyDialogAttribute } from '@isarlicht/contracts/start/page-state';
import { showEarlyDialog } from './show-early-dialog';
import type { PagePanel } from './take-first-visit-panel';

const isOpening = (click: EarlyClick): boolean => click.name === 'modal:open';

/** The modal a `modal:open` control names in its markup. */
function modalOf(detail: string | null): string | null {
  try {
    const { modal } = JSON.parse(detail ?? 'null') as { readonly modal?: unknown };
    return typeof modal === 'string' ? modal : null;
  } catch {
    return null;
  }
}

/** What of the visit the page's early answers follow. */
export interface EarlyAnswers {
  /** Whether the visitor allowed a consent purpose, which decides an early dialog's text. */
  readonly allowed: (purpose: string) => boolean;
  /** The page's consent panel as the cookie settings (take-first-visit-panel.ts). */
  readonly settings: Pick<PagePanel, 'canOpenSettings' | 'openSettings'>;
}

/**
 * What the page answers itself to a click it took for the consent layer
 * (docs/decisions/053). "KI-Assistent" and "Erstgespräch buchen" show their early dialog
 * at once; closed before the layer came, the dialog is not opened by it afterwards.
 * "Cookie-Einstellungen", in the footer or an early dialog, opens the page's consent
 * panel for a decided visitor (docs/decisions/074): the early dialog gives way, and the
 * layer is asked for neither. Where the page has no such panel, a control inside an
 * early dialog leaves the dialog busy until the layer's panel takes its place. Every
 * other click shows its control busy (early-clicks.ts). True when the page answered
 * the click in full: nothing waits for the layer then.
 */
export function answerEarlyClick(doc: Document, click: EarlyClick, takeBack: TakeBack, answers: EarlyAnswers): boolean {
  const inEarlyDialog = click.control.closest(`[${earlyDialogAttribute}]`) !== null;
  if (click.name === 'cookie-settings:open' && answers.settings.canOpenSettings()) {
    // The focus goes back to what opened the early dialog, which is gone.
    answers.settings.openSettings((inEarlyDialog ? takeEarlyDialogs(doc) : null) ?? click.control);
    takeBack((taken) => taken === click || (inEarlyDialog && isOpening(taken)));
    return true;
  }
  if (inEarlyDialog) {
    takeBack(isOpening);
    return false;
  }
  const modal = isOpening(click) ? modalOf(click.detail) : null;
  const visit = { allowed: answers.allowed, settingsByPage: answers.settings.canOpenSettings() };
  if (modal !== null) showEarlyDialog(doc, modal, click.control, visit, () => takeBack(isOpening));
  return false;
}
