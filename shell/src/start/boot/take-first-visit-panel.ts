import { consentDecidedAttribute, firstVisitPanelId } from '@isarlicht/contracts/start/page-state';
import { answerFirstVisitPanel } from '@isarlicht/browser-runtime/consent/first-visit-decision';
import { firstControlOf, keepFocusIn } from '@isarlicht/ui/keep-focus-in';

/**
 * The prerendered first-visit consent panel (docs/decisions/043) comes after the boot
 * script in the page. A decided visitor's document is marked at once, so the panel is
 * hidden by its styles as soon as it is parsed, and removed then. For an undecided
 * visitor it is a modal dialog as the live one is: the overlay takes the pointer, the
 * focus moves in and Tab stays inside while it shows (also once the consent layer has
 * taken it over), and its buttons take effect at once, in every phase of the page
 * (docs/decisions/053); `onDecided` hears that the page is about to reload. Not `inert`
 * on the page: setting it restyles the whole page in one long task right after the paint.
 * Returns whether the panel covers the page now.
 */
export function takeFirstVisitPanel(carried: boolean, decided: boolean, onDecided: () => void): () => boolean {
  let shown = false;
  if (decided) document.documentElement.setAttribute(consentDecidedAttribute, '');
  if (!carried) return () => shown;
  const whenParsed = () => {
    const panel = document.getElementById(firstVisitPanelId);
    if (panel === null) return;
    if (decided) {
      panel.remove();
      return;
    }
    shown = true;
    answerFirstVisitPanel(window, panel, () => {
      shown = false;
      onDecided();
    });
    // In the next frame, whose style and layout the focus needs anyway, not in the parser's last task.
    requestAnimationFrame(() => firstControlOf(panel)?.focus());
    const trapFocus = (event: KeyboardEvent) => {
      // The decision removes the panel; the trap goes with it.
      if (!panel.isConnected) document.removeEventListener('keydown', trapFocus);
      else if (!panel.hidden) keepFocusIn(panel, event);
    };
    document.addEventListener('keydown', trapFocus);
  };
  document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  return () => shown;
}
