import { fetchEarly } from '@isarlicht/contracts/early-fetch';

const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A low-priority download the application's own `<script>` will find in the memory cache. */
function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.fetchPriority = 'low';
  // Cross-origin scripts are loaded in CORS mode (webpack's crossOriginLoading, the MF runtime's createScript): the preload must match.
  if (new URL(href, location.href).origin !== location.origin) link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}

/** The remote entry and the exposed module's chunks, as the live manifest names them. */
function scriptsOf(manifest: unknown, manifestUrl: string, module: string): string[] {
  const remoteEntry = field(field(manifest, 'metaData'), 'remoteEntry');
  const entryPath = [text(field(remoteEntry, 'path')), text(field(remoteEntry, 'name'))].filter(Boolean).join('/');
  const exposes = field(manifest, 'exposes');
  const exposed: unknown = Array.isArray(exposes) ? exposes.find((item: unknown) => field(item, 'path') === module) : undefined;
  const chunks = field(field(field(exposed, 'assets'), 'js'), 'sync');
  const files = [entryPath, ...(Array.isArray(chunks) ? chunks.map(text) : [])].filter(Boolean);
  return files.map((file) => new URL(file, manifestUrl).href);
}

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
      const manifestUrl = text(field(field(value, 'remotes'), remote));
      if (manifestUrl === '') return;
      const manifest: unknown = await (await fetchEarly(window, manifestUrl, { priority: 'low' })).json();
      for (const script of scriptsOf(manifest, manifestUrl, module)) preloadScript(script);
    })
    .catch(() => undefined);
}
