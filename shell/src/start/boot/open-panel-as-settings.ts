import { consentPurposes, type ConsentRecord } from '@isarlicht/contracts/consent/consent-record';
import { panelCloseAttribute, panelSettingsAttribute } from '@isarlicht/contracts/start/page-state';
import { firstVisitBox, firstVisitPanelShows } from '@isarlicht/browser-runtime/consent/first-visit-decision';
import { behaveAsModal } from './behave-as-modal';

/**
 * Shows the page's hidden consent panel as a decided visitor's cookie settings, in the
 * frame after the tap, while the consent layer is not there yet (docs/decisions/074):
 * the boxes as `record` decided, its close button shown, a modal dialog as the live
 * panel is (behave-as-modal.ts): closed, it is hidden again, the focus goes back to
 * `opener` and `onClose` hears that. Its buttons are answered as on a first visit
 * (first-visit-decision.ts), over the stored record.
 */
export function openPanelAsSettings(panel: HTMLElement, record: ConsentRecord, opener: Element, onClose: () => void): void {
  for (const purpose of consentPurposes) {
    const box = firstVisitBox(panel, purpose);
    if (box !== null) box.checked = record[purpose];
  }
  const closeButton = panel.querySelector<HTMLElement>(`[${panelCloseAttribute}]`);
  behaveAsModal(panel, {
    shows: () => firstVisitPanelShows(panel),
    isClose: (target) => closeButton?.contains(target) === true,
    close: () => {
      panel.hidden = true;
      panel.removeAttribute(panelSettingsAttribute);
      if (closeButton !== null) closeButton.hidden = true;
      onClose();
      return opener instanceof HTMLElement ? opener : null;
    },
  });
  if (closeButton !== null) closeButton.hidden = false;
  panel.setAttribute(panelSettingsAttribute, '');
  panel.hidden = false;
}
