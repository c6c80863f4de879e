import type { DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';

/** `https://host[:port]` of a URL; CSP sources are origins, never full URLs with a query. */
export const originOf = (url: string): string => new URL(url).origin;

/** `https://host/path/file.js` of a script URL: a CSP source for that one file (a query never matches in CSP). */
export function scriptFileSource(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

const unique = (sources: readonly string[]): string[] => [...new Set(sources)];

/** Where the remotes are served: their manifests, entries, chunks, styles and assets. */
export function remoteOrigins(config: DeploymentConfig): string[] {
  return unique(Object.values(config.remotes).map(originOf));
}

/**
 * Google Analytics 4 (gtag.js, its collect endpoints and beacons); none without a
 * measurement id. gtag.js is allowed from where the configuration says the consent
 * layer loads it, so the two cannot disagree.
 */
export function analyticsHosts(config: DeploymentConfig): { script: string[]; img: string[]; connect: string[] } {
  if (config.thirdParty.gaMeasurementId === '') return { script: [], img: [], connect: [] };
  const collect = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
  return {
    script: [originOf(config.thirdParty.gaScriptUrl)],
    img: [...collect, 'https://www.googletagmanager.com'],
    connect: [...collect, 'https://www.googletagmanager.com'],
  };
}

/**
 * The Vapi web widget runs in our document and places calls through Daily's call
 * object: Daily loads its call-machine bundle as a script from `*.daily.co` (instead
 * of eval, the CSP-friendly path), talks to Vapi's API and streams over WebRTC.
 */
export const vapiHosts = {
  script: ['https://*.daily.co'],
  connect: ['https://api.vapi.ai', 'https://*.daily.co', 'wss://*.daily.co'],
} as const;

export { unique };
