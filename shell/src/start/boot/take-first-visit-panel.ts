import type { ConsentRecord } from '@isarlicht/contracts/consent/consent-record';
import { consentDecidedAttribute, firstVisitPanelId } from '@isarlicht/contracts/start/page-state';
import { answerFirstVisitPanel, firstVisitPanelShows } from '@isarlicht/browser-runtime/consent/first-visit-decision';
import { firstControlOf, keepFocusIn } from '@isarlicht/ui/keep-focus-in';
import { openPanelAsSettings } from './open-panel-as-settings';

/** What the boot script does with the page's consent panel. */
export interface PagePanel {
  /** Whether the panel covers the page now: what the visitor does then is answer it, or close the settings. */
  readonly shown: () => boolean;
  /** Whether the page can show it as a decided visitor's cookie settings now. */
  readonly canOpenSettings: () => boolean;
  /** Shows it as the cookie settings, the focus back to `opener` once closed (open-panel-as-settings.ts). */
  readonly openSettings: (opener: Element) => void;
}

/**
 * The prerendered first-visit consent panel (docs/decisions/043) comes after the boot
 * script in the page. A decided visitor's document is marked at once, so the panel is
 * hidden by its styles as soon as it is parsed; it stays, hidden, as what the page shows
 * for "Cookie-Einstellungen" before the consent layer runs (docs/decisions/074). For an
 * undecided visitor it is a modal dialog as the live one is: the overlay takes the
 * pointer, the focus moves in and Tab stays inside while it shows (also once the consent
 * layer has taken it over). Its buttons take effect at once, in every phase of the page
 * (docs/decisions/053); `onDecided` hears that the page is about to reload. Not `inert`
 * on the page: setting it restyles the whole page in one long task right after the paint.
 */
export function takeFirstVisitPanel(carried: boolean, decided: ConsentRecord | null, onDecided: () => void): PagePanel {
  let shown = false;
  let panel: HTMLElement | null = null;
  if (decided !== null) document.documentElement.setAttribute(consentDecidedAttribute, '');
  const whenParsed = () => {
    panel = document.getElementById(firstVisitPanelId);
    if (panel === null) return;
    answerFirstVisitPanel(window, panel, decided, () => {
      shown = false;
      onDecided();
    });
    if (decided !== null) return;
    shown = true;
    const undecided = panel;
    // In the next frame, whose style and layout the focus needs anyway, not in the parser's last task.
    requestAnimationFrame(() => firstControlOf(undecided)?.focus());
    const trapFocus = (event: KeyboardEvent) => {
      // The decision removes the panel; the trap goes with it. A panel that gave way (a legal page, the layer's failure) traps nothing.
      if (!undecided.isConnected) document.removeEventListener('keydown', trapFocus);
      else if (firstVisitPanelShows(undecided)) keepFocusIn(undecided, event);
    };
    document.addEventListener('keydown', trapFocus);
  };
  if (carried) document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  const canOpenSettings = () => decided !== null && panel !== null && panel.isConnected && !shown;
  return {
    shown: () => shown,
    canOpenSettings,
    openSettings: (opener) => {
      if (decided === null || panel === null || !canOpenSettings()) return;
      shown = true;
      openPanelAsSettings(panel, decided, opener, () => {
        shown = false;
      });
    },
  };
}
