/**
 * The assistant and booking dialogs as the page shows them before the consent layer
 * runs (docs/decisions/053): the consent layer renders their frame and static text at
 * build time, the prerender puts them inert into every page, and the page's boot script
 * shows the one a visitor asks for at once, while the layer loads. The names the consent
 * layer's markup, the prerender and the boot script agree on are in page-state.ts.
 */
import { earlyDialogAttribute, openerKey } from '@isarlicht/contracts/start/page-state';

/** Remembers the control that opened `dialog`. */
export function keepOpener(dialog: Element, opener: Element): void {
  Reflect.set(dialog, openerKey, opener);
}

/**
 * Removes every early dialog shown in `doc`, for the live dialog that takes its place in
 * the same frame (or for the consent layer's failure), and returns the control that opened
 * the last one, to which the live dialog returns the focus. Null when none was shown.
 */
export function takeEarlyDialogs(doc: Document): HTMLElement | null {
  let opener: HTMLElement | null = null;
  for (const dialog of doc.querySelectorAll(`body > [${earlyDialogAttribute}]`)) {
    const kept: unknown = Reflect.get(dialog, openerKey);
    if (kept instanceof HTMLElement) opener = kept;
    dialog.remove();
  }
  return opener;
}
