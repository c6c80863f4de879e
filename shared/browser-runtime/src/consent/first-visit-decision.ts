import {
  busDetailAttribute,
  busEventAttribute,
  consentDecidedAttribute,
  consentLayerAttribute,
} from '@isarlicht/contracts/start/page-state';
import { choiceOf } from '@isarlicht/contracts/consent/consent-choice';
import { choiceBy, consentStorageKey, type ConsentChoice, type ConsentPurpose } from '@isarlicht/contracts/consent/consent-record';
import type { ConsentRecord } from '@isarlicht/contracts/consent/consent-record';
import { consentDecisions, firstVisitDecisionEvent, type ConsentDecision } from '@isarlicht/contracts/consent/first-visit-panel';
import { parseConsentRecord } from '@isarlicht/contracts/consent/parse-consent-record';
import { removeAnalyticsCookies } from './analytics-cookies';
import { saveConsent } from './save-consent';

/** The prerendered panel's checkbox of one optional purpose, by its name. */
export const firstVisitBox = (panel: ParentNode, purpose: ConsentPurpose): HTMLInputElement | null =>
  panel.querySelector<HTMLInputElement>(`input[name="${purpose}"]`);

/** Whether the panel is on screen: in the page, shown, and not given way for a consent layer that failed. */
export const firstVisitPanelShows = (panel: HTMLElement): boolean =>
  panel.isConnected && !panel.hidden && !panel.ownerDocument.documentElement.hasAttribute(consentLayerAttribute);

/** What the panel's checkboxes show. */
export const firstVisitSelection = (panel: ParentNode): ConsentChoice =>
  choiceBy((purpose) => firstVisitBox(panel, purpose)?.checked === true);

/** The decision a pressed control of the panel names, or null for anything else. */
function decisionOf(event: Event, panel: Element): ConsentDecision | null {
  if (!event.isTrusted || !(event.target instanceof Element)) return null;
  const control = event.target.closest(`[${busEventAttribute}="${firstVisitDecisionEvent}"]`);
  if (control === null || !panel.contains(control)) return null;
  try {
    const { decision } = JSON.parse(control.getAttribute(busDetailAttribute) ?? 'null') as { readonly decision?: unknown };
    return consentDecisions.find((known) => known === decision) ?? null;
  } catch {
    return null;
  }
}

/** `localStorage` that cannot throw: where storage is blocked the choice holds for this page only, as in the consent layer. */
function storageOf(target: Window): Pick<Storage, 'getItem' | 'setItem'> {
  return {
    getItem: (key) => {
      try {
        return target.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        target.localStorage.setItem(key, value);
      } catch {
        // Blocked storage: the reload asks again, as the consent layer's store does there.
      }
    },
  };
}

/** Whether storage still holds the decision the page was opened with: the same record, or none for a first visitor. */
const stillStored = (stored: ConsentRecord | null, previous: ConsentRecord | null): boolean =>
  stored === null || previous === null ? stored === previous : stored.timestamp === previous.timestamp;

/**
 * The prerendered first-visit panel answers its own buttons, from the page's boot script
 * and in every phase of the page (docs/decisions/053): a visitor's press stores the
 * decision through the one record writer (`saveConsent`, which also announces it and
 * reloads 300 ms later), and the panel is gone in the same frame. `previous` is the
 * decision the page was opened with: none on a first visit, the stored one where a
 * decided visitor opened the panel as the settings (docs/decisions/074), whose analytics
 * cookies go when analytics is withdrawn. Only a trusted press counts: a script's
 * `click()` is no visitor's decision. A decision stored meanwhile (in another tab) is
 * not overwritten: the page reloads and follows it. `onDecided` hears that the page is
 * about to be replaced, so nothing else starts.
 */
export function answerFirstVisitPanel(target: Window, panel: HTMLElement, previous: ConsentRecord | null, onDecided: () => void): void {
  const answer = (event: MouseEvent) => {
    const decision = decisionOf(event, panel);
    if (decision === null) return;
    panel.removeEventListener('click', answer);
    const choice = choiceOf(decision, firstVisitSelection(panel));
    const storage = storageOf(target);
    panel.remove();
    target.document.documentElement.setAttribute(consentDecidedAttribute, '');
    onDecided();
    if (!stillStored(parseConsentRecord(storage.getItem(consentStorageKey)), previous)) {
      target.location.reload();
      return;
    }
    saveConsent(
      {
        storage,
        now: () => new Date(),
        removeAnalyticsCookies: () => {
          removeAnalyticsCookies(target.document);
        },
        reload: () => target.location.reload(),
        schedule: (action, ms) => target.setTimeout(action, ms),
      },
      previous,
      choice,
    );
  };
  panel.addEventListener('click', answer);
}
