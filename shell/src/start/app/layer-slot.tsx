import { useCallback, useEffect, useRef, useState } from 'react';
import { consentLayerAttribute, type ConsentLayerState } from '@isarlicht/contracts/start/page-state';
import { hasEarlyClicks } from '@isarlicht/browser-runtime/start/early-clicks';
import type { LayerModule } from '@isarlicht/contracts/pages/page-module';
import { consentLayerModule } from '../../federation/consent-layer-module';
import { holdLayerRequests, isVisitorRequest, type HeldLayerRequests } from '../../federation/held-layer-requests';
import { forgetFailedLoads, loadRemoteModule } from '../../federation/remote-modules';
import { whenIdle } from '../when-idle';
import { closeEarlyDialogs, replayEarlyClicks, takeEarlyClickEvents } from './replay-early-clicks';
import { LayerBoundary } from '../../slots/layer-boundary';
import { LayerUnavailable } from '../../slots/layer-unavailable';

type Loaded = { readonly Layer: LayerModule['default'] } | { readonly error: unknown };

/**
 * The layer's module is held in state rather than read with `use` under Suspense: React
 * holds back the commit that reveals a boundary's content until 300 ms after its fallback
 * showed, and a visitor who tapped the assistant waits for that commit. A load that fails
 * is thrown in render, so the boundary around it records it as it does a render failure.
 */
function ConsentLayer({ onMounted }: { readonly onMounted: () => void }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let mounted = true;
    loadRemoteModule<LayerModule>(consentLayerModule.remote, consentLayerModule.module).then(
      (layer) => mounted && setLoaded({ Layer: layer.default }),
      (error: unknown) => mounted && setLoaded({ error }),
    );
    return () => {
      mounted = false;
    };
  }, []);
  const Layer = loaded !== null && 'Layer' in loaded ? loaded.Layer : null;
  // Runs after the layer's own effects, i.e. once it listens on the bus.
  useEffect(() => {
    if (Layer !== null) onMounted();
  }, [Layer, onMounted]);
  if (loaded !== null && 'error' in loaded) throw loaded.error;
  return Layer === null ? null : <Layer />;
}

interface SlotState {
  /** `waiting` for idle time or a request; `active` while the layer loads or runs. */
  readonly phase: 'waiting' | 'active' | 'failed';
  /** Counts the loads, so a new attempt mounts afresh. */
  readonly attempt: number;
  /** The visitor asked for the layer and should hear that it is not there. */
  readonly notice: boolean;
}

/**
 * The consent remote is a layer for the whole visit, not a route. It is the only part
 * that loads third parties, so when it fails, nothing is loaded: it fails closed.
 * It loads once the page is idle, or at once when a visitor asks for it before that
 * (docs/decisions/012): a click the boot script took for it (docs/decisions/053) or a
 * request on the bus. Requests wait for it; when it cannot load, a visitor who asks
 * for it gets a German notice with a retry, and a request sent while it is down tries
 * again at once. What the layer is asked for reaches it once it is there, the visitor's
 * clicks first (docs/decisions/026). `onSettled` hears each time the layer has come or
 * failed.
 */
export function ConsentLayerSlot({ pageReady, onSettled }: { readonly pageReady: Promise<void>; readonly onSettled: () => void }) {
  const [state, setState] = useState<SlotState>({ phase: 'waiting', attempt: 0, notice: false });
  const phase = useRef<SlotState['phase']>('waiting');
  const held = useRef<HeldLayerRequests | null>(null);
  const visitorAsked = useRef(false);
  const load = useCallback((byVisitor: boolean) => {
    if (byVisitor) visitorAsked.current = true;
    if (phase.current === 'active') return;
    // Only a visitor tries a failed layer again; idle time or a page asking for the state does not.
    if (phase.current === 'failed' && !byVisitor) return;
    if (phase.current === 'failed') forgetFailedLoads('consent');
    phase.current = 'active';
    setState((current) => ({ ...current, phase: 'active', attempt: current.attempt + 1 }));
  }, []);
  useEffect(() => {
    const requests = holdLayerRequests((request) => load(isVisitorRequest(request)));
    held.current = requests;
    // A click the boot script keeps is a visitor asking for the layer, taken before the start or since (its
    // listener comes first): while the layer is not there, the page's own clicks wait in that queue.
    const asked = () => {
      if (hasEarlyClicks(window)) load(true);
    };
    asked();
    window.addEventListener('click', asked, { capture: true });
    // Unasked, the layer waits for the page to come alive first, then for idle time: it is not what the visitor reads.
    let cancelIdle: () => void = () => undefined;
    let mounted = true;
    void pageReady.then(() => {
      if (mounted) cancelIdle = whenIdle(() => load(false));
    });
    return () => {
      mounted = false;
      window.removeEventListener('click', asked, { capture: true });
      cancelIdle();
      requests.discard();
    };
  }, [load, pageReady]);
  const release = useCallback(() => {
    visitorAsked.current = false;
    // Holding stops first, so the replayed clicks reach the layer once, not the hold as well.
    held.current?.release();
    held.current = null;
    // The layer is there (again): what of it the page carries comes back, for the layer to show or remove.
    document.documentElement.removeAttribute(consentLayerAttribute);
    replayEarlyClicks();
    setState((current) => ({ ...current, notice: false }));
    onSettled();
  }, [onSettled]);
  const fail = useCallback(() => {
    phase.current = 'failed';
    // Without the layer nothing third-party loads, and what waited for it gives way: the early dialogs, and the panel by
    // its own styles. The visitor's clicks wait with the other requests for a retry that brings the layer.
    held.current?.keep(takeEarlyClickEvents());
    closeEarlyDialogs();
    document.documentElement.setAttribute(consentLayerAttribute, 'failed' satisfies ConsentLayerState);
    setState((current) => ({ ...current, phase: 'failed', notice: visitorAsked.current }));
    onSettled();
  }, [onSettled]);
  const retry = useCallback(() => load(true), [load]);
  const close = useCallback(() => {
    visitorAsked.current = false;
    setState((current) => ({ ...current, notice: false }));
  }, []);
  return (
    <>
      {state.phase === 'active' ? (
        <LayerBoundary key={state.attempt} onError={fail}>
          <ConsentLayer onMounted={release} />
        </LayerBoundary>
      ) : null}
      {state.notice ? <LayerUnavailable retrying={state.phase === 'active'} onRetry={retry} onClose={close} /> : null}
    </>
  );
}
