/**
 * Closes the page's open popovers (the phone's menu) as a modal dialog opens: a popover
 * lies in the browser's top layer, above any dialog of the page, so the dialog a visitor
 * opened from the menu would show beneath it. Browsers without popovers have none open.
 */
export function closeOpenPopovers(doc: Document): void {
  if (typeof doc.defaultView?.HTMLElement.prototype.hidePopover !== 'function') return;
  for (const popover of doc.querySelectorAll<HTMLElement>(':popover-open')) popover.hidePopover();
}
