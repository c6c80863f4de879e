const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The remote entry and the exposed module's chunks, as a remote's live manifest names them. */
export function scriptsOf(manifest: unknown, manifestUrl: string, module: string): string[] {
  const remoteEntry = field(field(manifest, 'metaData'), 'remoteEntry');
  const entryPath = [text(field(remoteEntry, 'path')), text(field(remoteEntry, 'name'))].filter(Boolean).join('/');
  const exposes = field(manifest, 'exposes');
  const exposed: unknown = Array.isArray(exposes) ? exposes.find((item: unknown) => field(item, 'path') === module) : undefined;
  const chunks = field(field(field(exposed, 'assets'), 'js'), 'sync');
  const files = [entryPath, ...(Array.isArray(chunks) ? chunks.map(text) : [])].filter(Boolean);
  return files.map((file) => new URL(file, manifestUrl).href);
}

/** The manifest's address in the deployment configuration the server answers with (`/remotes.json`). */
export const manifestUrlOf = (config: unknown, remote: string): string => text(field(field(config, 'remotes'), remote));

/**
 * A script downloaded ahead without running it: `preload` for the start (low priority,
 * taken from the memory cache by the application's own `<script>`), `prefetch` for what
 * a later navigation may need (idle priority, kept in the HTTP cache).
 */
export function hintScript(rel: 'preload' | 'prefetch', href: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.as = 'script';
  if (rel === 'preload') link.fetchPriority = 'low';
  // Cross-origin scripts are loaded in CORS mode (webpack's crossOriginLoading, the MF runtime's createScript): the hint must match.
  if (new URL(href, location.href).origin !== location.origin) link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}
