import type { ThirdPartyConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { loadScript } from './load-script';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Starts GA4 through gtag with IP anonymisation and without the automatic page view:
 * the layer reports each client-side navigation itself. gtag.js comes from the
 * deployment configuration, the same address the CSP allows. Returns the page-view
 * reporter.
 */
export function startAnalytics({
  gaMeasurementId: measurementId,
  gaScriptUrl,
}: Pick<ThirdPartyConfig, 'gaMeasurementId' | 'gaScriptUrl'>): (path: string) => void {
  const dataLayer = (window.dataLayer ??= []);
  // gtag reads the `arguments` object itself, not an array copy.
  function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params -- gtag.js tells its commands by the Arguments object; an array is ignored.
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', measurementId, { anonymize_ip: true, send_page_view: false });
  const script = new URL(gaScriptUrl);
  script.searchParams.set('id', measurementId);
  loadScript(script.href).catch((error: unknown) => console.warn('[consent] analytics unavailable', error));
  return (path) => gtag('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title });
}
