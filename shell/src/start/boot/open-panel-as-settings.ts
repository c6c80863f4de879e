import { consentPurposes, type ConsentRecord } from '@isarlicht/contracts/consent/consent-record';
import { panelCloseAttribute, panelSettingsAttribute } from '@isarlicht/contracts/start/page-state';
import { firstVisitBox, firstVisitPanelShows } from '@isarlicht/browser-runtime/consent/first-visit-decision';
import { closeOpenPopovers } from '@isarlicht/ui/close-open-popovers';
import { firstControlOf, keepFocusIn } from '@isarlicht/ui/keep-focus-in';

/**
 * Shows the page's hidden consent panel as a decided visitor's cookie settings, in the
 * frame after the tap, while the consent layer is not there yet (docs/decisions/074):
 * the boxes as `record` decided, its close button shown, a modal dialog as the live
 * panel is. An open menu closes, the focus moves in once it has painted, Tab stays
 * inside, and Escape, the overlay or "Schließen" hide it again, the focus back on
 * `opener`; `onClose` hears that. Its buttons are answered as on a first visit
 * (first-visit-decision.ts), over the stored record.
 */
export function openPanelAsSettings(panel: HTMLElement, record: ConsentRecord, opener: Element, onClose: () => void): void {
  const doc = panel.ownerDocument;
  for (const purpose of consentPurposes) {
    const box = firstVisitBox(panel, purpose);
    if (box !== null) box.checked = record[purpose];
  }
  const closeButton = panel.querySelector<HTMLElement>(`[${panelCloseAttribute}]`);
  closeOpenPopovers(doc);
  if (closeButton !== null) closeButton.hidden = false;
  panel.setAttribute(panelSettingsAttribute, '');
  panel.hidden = false;
  const view = doc.defaultView;
  view?.requestAnimationFrame(() => view.setTimeout(() => firstVisitPanelShows(panel) && firstControlOf(panel)?.focus(), 0));
  const close = () => {
    panel.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKeyDown);
    panel.hidden = true;
    panel.removeAttribute(panelSettingsAttribute);
    if (closeButton !== null) closeButton.hidden = true;
    onClose();
    if (opener instanceof HTMLElement) opener.focus();
  };
  function onClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target : null;
    if (target === panel || (target !== null && closeButton?.contains(target) === true)) close();
  }
  function onKeyDown(event: KeyboardEvent): void {
    // A decision removed the panel, or the consent layer's failure hid it: the keys are no longer its.
    if (!firstVisitPanelShows(panel)) doc.removeEventListener('keydown', onKeyDown);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else keepFocusIn(panel, event);
  }
  panel.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
}
