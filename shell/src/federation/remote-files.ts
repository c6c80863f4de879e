const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);

/** What loading an exposed module fetches: its remote entry and chunks, and its stylesheets. */
export interface ModuleFiles {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/** The remote entry and the exposed module's chunks and stylesheets, as a remote's live manifest names them. */
export function filesOf(manifest: unknown, manifestUrl: string, module: string): ModuleFiles {
  const remoteEntry = field(field(manifest, 'metaData'), 'remoteEntry');
  const entryPath = [text(field(remoteEntry, 'path')), text(field(remoteEntry, 'name'))].filter(Boolean).join('/');
  const exposes = field(manifest, 'exposes');
  const exposed: unknown = Array.isArray(exposes) ? exposes.find((item: unknown) => field(item, 'path') === module) : undefined;
  const assets = field(exposed, 'assets');
  const absolute = (files: readonly string[]) => files.map((file) => new URL(file, manifestUrl).href);
  return {
    scripts: absolute([entryPath, ...texts(field(field(assets, 'js'), 'sync'))].filter(Boolean)),
    styles: absolute(texts(field(field(assets, 'css'), 'sync'))),
  };
}

/** The manifest's address in the deployment configuration the server answers with (`/remotes.json`). */
export const manifestUrlOf = (config: unknown, remote: string): string => text(field(field(config, 'remotes'), remote));

/**
 * A file downloaded ahead without being used: `preload` for the start (low priority,
 * taken from the memory cache by the application's own `<script>` or stylesheet),
 * `prefetch` for what a later navigation or tap may need (idle priority, kept in the
 * HTTP cache).
 */
export function hintFile(rel: 'preload' | 'prefetch', as: 'script' | 'style', href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.as = as;
  if (rel === 'preload') link.fetchPriority = 'low';
  // Cross-origin files are loaded in CORS mode (webpack's crossOriginLoading, the MF runtime's createScript): the hint must match.
  if (new URL(href, location.href).origin !== location.origin) link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
  return link;
}

/** Hints every file of a module: its scripts and its stylesheets. */
export function hintFiles(rel: 'preload' | 'prefetch', { scripts, styles }: ModuleFiles): void {
  for (const script of scripts) hintFile(rel, 'script', script);
  for (const style of styles) hintFile(rel, 'style', style);
}
