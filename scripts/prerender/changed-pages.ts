import { routedPagesOf } from '@isarlicht/contracts/pages/routed-pages';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const fileNames = (value: unknown): string[] => (Array.isArray(value) ? value.filter((name) => typeof name === 'string') : []);
const listsOf = (assets: unknown): unknown[] =>
  isRecord(assets) ? [assets.js, assets.css].flatMap((kind) => (isRecord(kind) ? [kind.sync, kind.async] : [])) : [];
const isExposeEntry = (file: string) => /(^|\/)__federation_expose_[^/]*$/.test(file);

/**
 * The files a page module loads, as a build's `mf-manifest.json` lists them for `./<id>`
 * (content-hashed names). The manifest also names the entry file of another exposed
 * module where that file registers a chunk the page loads as a file of its own (webpack
 * keeps the ids of chunks it merged; `./inspect` bundles every page to read its meta):
 * the page never loads it, so it is left out, or every release that adds a page would
 * render the pages that share a chunk with `./inspect` again.
 */
function assetsOf(manifest: unknown, id: string): string {
  const exposes = isRecord(manifest) && Array.isArray(manifest.exposes) ? manifest.exposes : [];
  const entry: unknown = exposes.find((expose: unknown) => isRecord(expose) && expose.path === `./${id}`);
  if (!isRecord(entry)) return 'null';
  const [ownSync = []] = listsOf(entry.assets).map(fileNames);
  const own = new Set(ownSync.filter(isExposeEntry));
  return JSON.stringify(listsOf(entry.assets).map((list) => fileNames(list).filter((file) => !isExposeEntry(file) || own.has(file))));
}

/**
 * The pages of a remote whose prerendered HTML a switch from release `before` to
 * `after` (their build manifests) can change: new ones, ones whose declaration changed,
 * and ones whose module loads other files. Files are named by their content, so a page
 * whose files are the same renders the same.
 */
export function changedPageIds(remote: RemoteName, before: unknown, after: unknown): Set<string> {
  const earlier = new Map(routedPagesOf(remote, before).map((page) => [page.id, JSON.stringify(page)]));
  return new Set(
    routedPagesOf(remote, after)
      .filter((page) => earlier.get(page.id) !== JSON.stringify(page) || assetsOf(before, page.id) !== assetsOf(after, page.id))
      .map((page) => page.id),
  );
}
