/**
 * The assistant and booking dialogs as the page shows them before the consent layer
 * runs (docs/decisions/053): the consent layer renders their frame and static text at
 * build time, the prerender puts them inert into every page, and the page's boot script
 * shows the one a visitor asks for at once, while the layer loads. These names are what
 * the consent layer's markup, the prerender and the boot script agree on.
 */

/** The `<template>` that holds the early dialogs. */
export const earlyDialogsId = 'early-dialogs';

/** On each early dialog's overlay: the modal it stands for (`ModalName`). */
export const earlyDialogAttribute = 'data-early-dialog';

/** On each early dialog's overlay: the consent purpose its third party needs. */
export const earlyPurposeAttribute = 'data-early-purpose';

/** On the parts of an early dialog shown only with (`allowed`) or without (`refused`) that purpose. */
export const earlyWhenAttribute = 'data-early-when';

/** On an early dialog's close button. */
export const earlyCloseAttribute = 'data-early-close';

/** Where a shown early dialog keeps the control that opened it: the live dialog gives the focus back there. */
const openerKey = '__isarlichtOpener';

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
