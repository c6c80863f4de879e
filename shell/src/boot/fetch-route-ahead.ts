import { fetchEarly } from '@isarlicht/contracts/early-fetch';
import { hintScript, manifestUrlOf, scriptsOf } from '../federation/remote-files';

/**
 * Starts what the route's page needs, while the shell's own scripts download, instead
 * of one request after another once they run: the deployment configuration, the remote's
 * live manifest, and from it the remote entry and the page's chunks. The page names
 * only the remote and the module; the hashed files come from the manifest that is live
 * now, so a remote deployed after the prerender is fetched as it is. Anything that fails
 * here the application requests again itself.
 */
export function fetchRouteAhead(configUrl: string, remote: string | undefined, module: string | undefined): void {
  // The page preloads both requests (a preload is only found by a request of the same mode and cache).
  const config = fetchEarly(window, configUrl, { priority: 'low' }).then((response) => response.json());
  if (remote === undefined || module === undefined) return;
  config
    .then(async (value: unknown) => {
      const manifestUrl = manifestUrlOf(value, remote);
      if (manifestUrl === '') return;
      const manifest: unknown = await (await fetchEarly(window, manifestUrl, { priority: 'low' })).json();
      for (const script of scriptsOf(manifest, manifestUrl, module)) hintScript('preload', script);
    })
    .catch(() => undefined);
}
