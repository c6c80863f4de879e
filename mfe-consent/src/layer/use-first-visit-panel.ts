import { useEffect, useState } from 'react';
import { consentPurposes, firstVisitPanelId, type ConsentPurpose } from '@isarlicht/contracts';
import { firstControlOf } from '@isarlicht/ui/keep-focus-in';
import type { ConsentChoice } from '../consent/consent-choice';

const purposeInput = (panel: Element, purpose: ConsentPurpose): HTMLInputElement | null =>
  panel.querySelector<HTMLInputElement>(`input[name="${purpose}"]`);

/** What the prerendered panel's checkboxes show, or null when the page has no such panel. */
export function firstVisitSelection(): ConsentChoice | null {
  const panel = document.getElementById(firstVisitPanelId);
  if (panel === null) return null;
  const checked = (purpose: ConsentPurpose) => purposeInput(panel, purpose)?.checked === true;
  return {
    analytics: checked('analytics'),
    externalContent: checked('externalContent'),
    hubspot: checked('hubspot'),
    googleMaps: checked('googleMaps'),
  };
}

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
 * boxes the visitor has not touched to the live default, and removes it once the
 * visitor has decided. True while the page has
 * it: it is then the undecided visitor's panel and the live one is not rendered.
 */
export function useFirstVisitPanel({ shown, decided, defaultChoice }: FirstVisitPanelState): boolean {
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  useEffect(() => setPanel(document.getElementById(firstVisitPanelId)), []);
  useEffect(() => {
    if (panel === null) return;
    if (decided) {
      panel.remove();
      setPanel(null);
      return;
    }
    const wasHidden = panel.hidden;
    panel.hidden = !shown;
    if (shown && wasHidden) firstControlOf(panel)?.focus();
  }, [panel, shown, decided]);
  useEffect(() => {
    if (panel === null || defaultChoice === null) return;
    for (const purpose of consentPurposes) {
      const input = purposeInput(panel, purpose);
      if (input !== null && input.checked === input.defaultChecked) input.checked = defaultChoice[purpose];
    }
  }, [panel, defaultChoice]);
  return panel !== null;
}
