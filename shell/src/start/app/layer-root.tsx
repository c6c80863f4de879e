import { createRoot } from 'react-dom/client';
import { hasEarlyClicks } from '@isarlicht/browser-runtime/start/early-clicks';
import { ConsentLayerSlot } from './layer-slot';

/** The element the consent layer renders into: beside the page's `#root`, never inside the prerendered HTML. */
const layerRootId = 'consent-layer';
/** A layer slower than this (a remote that does not answer) holds the page back no longer. */
const layerFirstMs = 3000;

/**
 * Renders the consent layer's slot in a React root of its own (docs/decisions/066), as
 * soon as the application runs: a visitor's tap on the assistant, the booking or the
 * cookie settings waits for the consent layer only, not for the page's remote and its
 * hydration. The layer talks to the page through the event bus alone, so it needs
 * nothing of the page's tree. Unasked, it loads once `pageReady` has settled and the
 * page is idle, as it did inside the page's tree.
 *
 * Resolves when the page may take the main thread: at once, or where a click the page
 * kept waits for the layer, once the layer has come or failed, 3 s at most. The dialog that click
 * opened covers the page, so its remote and hydration can wait; before, they took the
 * phone's main thread from the layer (docs/decisions/077).
 */
export function mountConsentLayer(doc: Document, pageReady: Promise<void>): Promise<void> {
  const container = doc.createElement('div');
  container.id = layerRootId;
  doc.body.append(container);
  const asked = hasEarlyClicks(window);
  return new Promise((settled) => {
    createRoot(container).render(<ConsentLayerSlot pageReady={pageReady} onSettled={() => settled()} />);
    if (asked) window.setTimeout(settled, layerFirstMs);
    else settled();
  });
}
