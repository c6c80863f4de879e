import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { loadDeploymentConfig } from '@isarlicht/shared';
import { startAnalytics } from './google-analytics';

/** Mounted only with `analytics` consent: starts GA4 once and reports every route change. */
export function AnalyticsTracker() {
  const { pathname, search } = useLocation();
  const report = useRef<((path: string) => void) | null>(null);
  const path = pathname + search;
  useEffect(() => {
    let active = true;
    loadDeploymentConfig()
      .then(({ thirdParty }) => {
        if (!active || !thirdParty.gaMeasurementId || report.current) return;
        report.current = startAnalytics(thirdParty.gaMeasurementId);
        report.current(window.location.pathname + window.location.search);
      })
      .catch((error: unknown) => console.warn('[consent] analytics not configured', error));
    return () => {
      active = false;
    };
  }, []);
  useEffect(() => {
    report.current?.(path);
  }, [path]);
  return null;
}
