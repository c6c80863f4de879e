import { useEffect } from 'react';
import { emit } from '@isarlicht/shared';
import { consentStore } from '../consent/browser-consent-store';

/**
 * Page start, in the order the specification implies: `?deletecookies=yes` forgets the
 * decision and reloads without the parameter; an outdated app version reloads once;
 * otherwise the stored decision is read and announced on the bus.
 */
export function useLayerStart(): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('deletecookies') === 'yes') {
      consentStore.forget();
      url.searchParams.delete('deletecookies');
      window.location.replace(url.toString());
      return;
    }
    if (consentStore.start()) emit('consent:state', consentStore.getState().record);
  }, []);
}
