import { useEffect } from 'react';
import { followFirstVisitPanel } from './start/follow-first-visit-panel';
import { replayEarlyClicks } from './start/replay-early-clicks';

/**
 * Once React has taken over the page (hydrated or rendered, `hydrated` true), hands on
 * the clicks the boot script took before (docs/decisions/027), answers the prerendered
 * consent panel's from now on (docs/decisions/043) and marks the document,
 * so tools that need an interactive page – the e2e tests, Lighthouse scripts – can
 * wait for it instead of guessing. As the application's outermost effect it runs
 * after the consent layer's slot has started to hold requests for the layer.
 */
export function useReadyMarker(hydrated: boolean): void {
  useEffect(() => {
    if (!hydrated) return;
    replayEarlyClicks();
    const stopFollowing = followFirstVisitPanel();
    document.documentElement.dataset.shell = 'ready';
    return stopFollowing;
  }, [hydrated]);
}
