import { routedPagesOf, type RemoteName } from '@isarlicht/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The files a page module loads, as a build's `mf-manifest.json` lists them for `./<id>` (content-hashed names). */
function assetsOf(manifest: unknown, id: string): string {
  const exposes = isRecord(manifest) && Array.isArray(manifest.exposes) ? manifest.exposes : [];
  const entry: unknown = exposes.find((expose: unknown) => isRecord(expose) && expose.path === `./${id}`);
  return JSON.stringify(isRecord(entry) ? entry.assets : null);
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
