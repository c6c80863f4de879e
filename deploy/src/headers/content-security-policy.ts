import type { DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { analyticsHosts, originOf, remoteOrigins, scriptFileSource, unique, vapiHosts } from './origins';

export type CspDirectives = Readonly<Record<string, readonly string[]>>;

/**
 * The policy of every HTML document, derived from the deployment configuration that
 * the shell reads, so a moved remote or a new third-party account changes both at
 * once (docs/decisions/008).
 */
export function cspDirectives(config: DeploymentConfig, inlineScriptHashes: readonly string[] = []): CspDirectives {
  const remotes = remoteOrigins(config);
  const { thirdParty } = config;
  const analytics = analyticsHosts(config);
  return {
    // Firefox has no directive of its own for `rel=prefetch` and applies this one: a
    // page region prefetches its remote's files from the remote's origin (docs/decisions/049).
    'default-src': unique(["'self'", ...remotes]),
    // No 'unsafe-inline' or 'unsafe-eval': our one inline script (the boot script of
    // prerendered pages, docs/decisions/020) is allowed by its hash, every other script
    // of ours is a file, and the third parties are loaded as files after consent.
    'script-src': unique([
      "'self'",
      ...inlineScriptHashes,
      ...remotes,
      // The one pinned file, and only with the hash the page loads it with (its CDN serves anyone's files).
      ...(thirdParty.vapi.scriptIntegrity === '' ? [] : [scriptFileSource(thirdParty.vapi.scriptUrl)]),
      ...vapiHosts.script,
      originOf(thirdParty.hubspotScriptUrl),
      ...analytics.script,
    ]),
    // React style attributes carry the industry colours, and the Vapi widget injects
    // its own <style>: neither can carry a nonce or hash.
    'style-src': unique(["'self'", ...remotes, "'unsafe-inline'"]),
    'img-src': unique(["'self'", 'data:', ...remotes, ...analytics.img]),
    'font-src': unique(["'self'", 'data:', ...remotes]),
    // The call-analytics API is read with fetch() from /vapi-dashboard (with its session cookie).
    'connect-src': unique(["'self'", ...remotes, originOf(config.callAnalytics.apiUrl), ...analytics.connect, ...vapiHosts.connect]),
    // Daily runs its audio processing in workers it creates from blobs.
    'worker-src': ["'self'", 'blob:'],
    // The dev dashboard renders the site's own pages in a frame (links, images, axe), so
    // only where it is switched on may the site frame itself.
    'frame-src': unique([
      ...(config.devDashboard ? ["'self'"] : []),
      originOf(thirdParty.googleMapsEmbedUrl),
      originOf(thirdParty.hubspotMeetingsUrl),
    ]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [config.devDashboard ? "'self'" : "'none'"],
  };
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export const contentSecurityPolicy = (config: DeploymentConfig, inlineScriptHashes: readonly string[] = []): string =>
  serializeCsp(cspDirectives(config, inlineScriptHashes));
