import type { EarlyClick, TakeBack } from '@isarlicht/browser-runtime/start/early-clicks';
import { earlyDialogAttribute } from '@isarlicht/contracts/start/page-state';
import { showEarlyDialog } from './show-early-dialog';

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

/**
 * What the page answers itself to a click it took for the consent layer
 * (docs/decisions/053). "KI-Assistent" and "Erstgespräch buchen" show their early dialog
 * at once; closed before the layer came, the dialog is not opened by it afterwards. A
 * control inside an early dialog ("Cookie-Einstellungen ändern") asks for the consent
 * panel instead: the dialog stays, busy, until the layer's panel takes its place, and
 * is not opened by the layer. Every other click shows its control busy (early-clicks.ts).
 */
export function answerEarlyClick(doc: Document, click: EarlyClick, takeBack: TakeBack, allowed: (purpose: string) => boolean): void {
  if (click.control.closest(`[${earlyDialogAttribute}]`) !== null) {
    takeBack(isOpening);
    return;
  }
  const modal = isOpening(click) ? modalOf(click.detail) : null;
  if (modal === null) return;
  showEarlyDialog(doc, modal, click.control, allowed, () => takeBack(isOpening));
}
