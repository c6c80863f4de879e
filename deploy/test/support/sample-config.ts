import { deploymentConfigFromEnv } from '@isarlicht/tooling/ports';

/** Remotes on their own hosts (one twice, as two remotes may share a CDN) and a GA id. */
export const sampleEnv = {
  MARKETING_ENTRY: 'https://marketing.cdn.example/v7/mf-manifest.json',
  REFERENCES_ENTRY: 'https://references.cdn.example/mf-manifest.json',
  CONSENT_ENTRY: 'https://consent.cdn.example:8443/2026-11/mf-manifest.json',
  DEVTOOLS_ENTRY: 'https://marketing.cdn.example/devtools/mf-manifest.json',
  GA_MEASUREMENT_ID: 'G-TEST1234',
  CALL_ANALYTICS_URL: 'https://calls.isarlicht.example/',
};

export const sampleConfig = deploymentConfigFromEnv('production', sampleEnv);
export const localConfig = deploymentConfigFromEnv('production', {});
