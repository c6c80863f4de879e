import { useEffect } from 'react';
import { emit } from '@isarlicht/browser-runtime/events/bus';
import { consentStore } from '../consent/browser-consent-store';

/** Reads the stored decision once the layer is there and announces it on the bus. */
export function useLayerStart(): void {
  useEffect(() => {
    emit('consent:state', consentStore.start());
  }, []);
}
