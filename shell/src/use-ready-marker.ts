import { useEffect } from 'react';

/**
 * Marks the document once React has taken over the page (hydrated or rendered), so
 * tools that need an interactive page – the e2e tests, Lighthouse scripts – can wait
 * for it instead of guessing.
 */
export function useReadyMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.shell = 'ready';
  }, []);
}
