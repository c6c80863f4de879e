import { useEffect, useState } from 'react';
import { consentPurposes, type ConsentChoice } from '@isarlicht/contracts/consent/consent-record';
import { firstVisitBox, firstVisitPanelShows } from '@isarlicht/browser-runtime/consent/first-visit-decision';
import { firstVisitPanelId, panelSettingsAttribute } from '@isarlicht/contracts/start/page-state';
import { firstControlOf } from '@isarlicht/ui/keep-focus-in';

interface FirstVisitPanelState {
  /** The undecided visitor's panel is due on this page. */
  readonly shown: boolean;
  readonly decided: boolean;
  /** The live deployment's default, once known. */
  readonly defaultChoice: ConsentChoice | null;
}

/**
 * Takes over the first-visit panel the page was prerendered with (docs/decisions/043):
 * shows and hides it as the live panel would be (it gives way on legal pages), sets
 * boxes the visitor has not touched to the live default, and removes it once a decision
 * is stored. A decided visitor who opened it as the settings before the layer ran keeps
 * it until closing it (docs/decisions/074); from then on the live panel is the settings.
 * Its buttons the page answers itself (docs/decisions/053). True while the page has it:
 * for an undecided visitor, the live panel is then not rendered.
 */
export function useFirstVisitPanel({ shown, decided, defaultChoice }: FirstVisitPanelState): boolean {
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  useEffect(() => setPanel(document.getElementById(firstVisitPanelId)), []);
  useEffect(() => {
    if (panel === null) return;
    if (decided) {
      const removeOnceClosed = () => {
        // Still open as the settings; one that gave way for the layer's failure is not shown again beside the live panel.
        if (firstVisitPanelShows(panel) && panel.hasAttribute(panelSettingsAttribute)) return;
        panel.remove();
        setPanel(null);
      };
      removeOnceClosed();
      if (!panel.isConnected) return;
      const observer = new MutationObserver(removeOnceClosed);
      observer.observe(panel, { attributeFilter: ['hidden'] });
      return () => observer.disconnect();
    }
    const wasHidden = panel.hidden;
    panel.hidden = !shown;
    if (shown && wasHidden) firstControlOf(panel)?.focus();
  }, [panel, shown, decided]);
  useEffect(() => {
    if (panel === null || defaultChoice === null) return;
    for (const purpose of consentPurposes) {
      const input = firstVisitBox(panel, purpose);
      if (input !== null && input.checked === input.defaultChecked) input.checked = defaultChoice[purpose];
    }
  }, [panel, defaultChoice]);
  return panel !== null;
}
