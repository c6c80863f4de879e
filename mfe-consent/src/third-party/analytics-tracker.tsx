import { useEffect } from 'react';
import { loadDeploymentConfig } from '@isarlicht/browser-runtime/deployment/load-deployment-config';
import { on } from '@isarlicht/browser-runtime/events/bus';
import { startAnalytics } from './google-analytics';

/** Mounted only with `analytics` consent: starts GA4 once and reports every route the shell announces. */
export function AnalyticsTracker() {
  useEffect(() => {
    let report: ((path: string) => void) | null = null;
    let active = true;
    // Routes change while the configuration loads; reporting starts with the page shown then.
    const off = on('route-changed', ({ path }) => report?.(path));
    loadDeploymentConfig()
      .then(({ thirdParty }) => {
        if (!active || !thirdParty.gaMeasurementId) return;
        report = startAnalytics(thirdParty);
        report(window.location.pathname + window.location.search);
      })
      .catch((error: unknown) => console.warn('[consent] analytics not configured', error));
    return () => {
      active = false;
      off();
    };
  }, []);
  return null;
}
