import { useEffect } from 'react';
import { shellStateAttribute, type ShellState } from '@isarlicht/contracts/start/page-state';

/**
 * Once React has taken over the page (hydrated or rendered, `hydrated` true), marks the
 * document, so tools that need an interactive page – the e2e tests, Lighthouse scripts –
 * can wait for it instead of guessing, and tells `onReady` (the consent layer's root
 * waits for it before it loads unasked, docs/decisions/066). The clicks the boot script took are the consent
 * layer's: the layer's slot replays them once the layer listens (docs/decisions/053).
 */
export function useReadyMarker(hydrated: boolean, onReady: () => void): void {
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.setAttribute(shellStateAttribute, 'ready' satisfies ShellState);
    onReady();
  }, [hydrated, onReady]);
}
