import { Component, Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { recordError, type LayerModule } from '@isarlicht/shared';
import { holdLayerRequests, type HeldLayerRequests } from '../federation/held-layer-requests';
import { loadRemoteModule } from '../federation/remote-modules';
import { whenIdle } from '../federation/when-idle';

class SilentBoundary extends Component<{ readonly onError: () => void; readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[consent] layer unavailable; third-party content stays blocked', error);
    recordError('error-boundary', error, 'consent');
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
 * It loads once the page is idle, or at once when a visitor asks for it before that
 * (docs/decisions/012); third parties wait for it either way.
 */
export function ConsentLayerSlot() {
  const [wanted, setWanted] = useState(false);
  const state = useRef<{ held: HeldLayerRequests | null; layerReady: boolean }>({ held: null, layerReady: false });
  useEffect(() => {
    if (state.current.layerReady) return undefined;
    const load = () => setWanted(true);
    const requests = holdLayerRequests(load);
    state.current.held = requests;
    const cancelIdle = whenIdle(load);
    return () => {
      cancelIdle();
      requests.discard();
    };
  }, []);
  const release = useCallback(() => {
    state.current.layerReady = true;
    state.current.held?.release();
    state.current.held = null;
  }, []);
  const discard = useCallback(() => state.current.held?.discard(), []);
  if (!wanted) return null;
  return (
    <SilentBoundary onError={discard}>
      <Suspense fallback={null}>
        <ConsentLayer onMounted={release} />
      </Suspense>
    </SilentBoundary>
  );
}
