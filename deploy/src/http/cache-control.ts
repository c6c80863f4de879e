/**
 * Files under these folders carry a content hash in their name, or sit in a remote's
 * release folder named by the hash of its build (ADR 013), and never change;
 * everything else (HTML, `main.js`, `remoteEntry.js`, manifests, `remotes.json`, the
 * SEO files) keeps its name from build to build and must be revalidated
 * (docs/decisions/005 and 008).
 */
export const immutableFolders = ['chunks', 'styles', 'assets', 'releases'] as const;

export const cacheControlValues = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;

export type CacheClass = keyof typeof cacheControlValues;

/** The class of a file by its path relative to the app's root (`/` separators). */
export function cacheClassOf(relativePath: string): CacheClass {
  const [folder, ...rest] = relativePath.replace(/^\/+/, '').split('/');
  return rest.length > 0 && (immutableFolders as readonly string[]).includes(folder ?? '') ? 'immutable' : 'revalidate';
}

export const cacheControlFor = (relativePath: string): string => cacheControlValues[cacheClassOf(relativePath)];
