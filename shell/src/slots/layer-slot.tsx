import { Component, Suspense, use, useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { LayerModule } from '@isarlicht/shared';
import { holdLayerRequests, type HeldLayerRequests } from '../federation/held-layer-requests';
import { loadRemoteModule } from '../federation/remote-modules';

class SilentBoundary extends Component<{ readonly onError: () => void; readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[consent] layer unavailable; third-party content stays blocked', error);
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function ConsentLayer({ onMounted }: { readonly onMounted: () => void }) {
  const layer = use(loadRemoteModule<LayerModule>('consent', './consent-layer'));
  // Runs after the layer's own effects, i.e. once it listens on the bus.
  useEffect(onMounted, [onMounted]);
  const Layer = layer.default;
  return <Layer />;
}

/**
 * The consent remote is a layer for the whole visit, not a route. It is the only part
 * that loads third parties, so when it fails, nothing is loaded: it fails closed.
 */
export function ConsentLayerSlot() {
  const state = useRef<{ held: HeldLayerRequests | null; layerReady: boolean }>({ held: null, layerReady: false });
  useEffect(() => {
    if (state.current.layerReady) return undefined;
    const requests = holdLayerRequests();
    state.current.held = requests;
    return () => requests.discard();
  }, []);
  const release = useCallback(() => {
    state.current.layerReady = true;
    state.current.held?.release();
    state.current.held = null;
  }, []);
  const discard = useCallback(() => state.current.held?.discard(), []);
  return (
    <SilentBoundary onError={discard}>
      <Suspense fallback={null}>
        <ConsentLayer onMounted={release} />
      </Suspense>
    </SilentBoundary>
  );
}
