import { createRoot } from 'react-dom/client';
import { ConsentLayerSlot } from './layer-slot';

/** The element the consent layer renders into: beside the page's `#root`, never inside the prerendered HTML. */
const layerRootId = 'consent-layer';

/**
 * Renders the consent layer's slot in a React root of its own (docs/decisions/066), as
 * soon as the application runs: a visitor's tap on the assistant, the booking or the
 * cookie settings waits for the consent layer only, not for the page's remote and its
 * hydration. The layer talks to the page through the event bus alone, so it needs
 * nothing of the page's tree. Unasked, it loads once `pageReady` has settled and the
 * page is idle, as it did inside the page's tree.
 */
export function mountConsentLayer(doc: Document, pageReady: Promise<void>): void {
  const container = doc.createElement('div');
  container.id = layerRootId;
  doc.body.append(container);
  createRoot(container).render(<ConsentLayerSlot pageReady={pageReady} />);
}
