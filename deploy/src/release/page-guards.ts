import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exposedPageModule, pathConflicts, remoteNames, routedPagesOf, type RemoteName } from '@isarlicht/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `./about`, … : the modules a built `mf-manifest.json` lists as exposed. */
function exposedPathsOf(manifest: unknown): Set<string> {
  const exposes = isRecord(manifest) && Array.isArray(manifest.exposes) ? manifest.exposes : [];
  return new Set(exposes.map((entry: unknown) => (isRecord(entry) && typeof entry.path === 'string' ? entry.path : '')));
}

/** Pages of a build's `metaData.pages` the shell would not read: another shape than the pinned one (docs/decisions/035). */
function unreadablePages(remote: RemoteName, built: unknown): string[] {
  const published = isRecord(built) && isRecord(built.metaData) && Array.isArray(built.metaData.pages) ? built.metaData.pages : [];
  return published
    .filter((page: unknown) => routedPagesOf(remote, { metaData: { pages: [page] } }).length === 0)
    .map(
      (page: unknown) =>
        `mfe-${remote} publishes a page the shell cannot read (shared/contracts/contract/routed-page.json): ${JSON.stringify(page)}`,
    );
}

/**
 * Why a build must not go live, checked before anything is published or switched: a
 * page of a shape the shell does not read, a page its manifest declares whose module
 * the build does not expose, and a path another slice's live release already serves.
 * Empty when it may go live.
 */
export function deployRefusals(remote: RemoteName, built: unknown, live: Readonly<Partial<Record<RemoteName, unknown>>>): string[] {
  const pages = routedPagesOf(remote, built);
  const exposed = exposedPathsOf(built);
  const missing = pages
    .filter((page) => !exposed.has(exposedPageModule(page)))
    .map((page) => `mfe-${remote} declares ${page.path}, but its build has no module ${exposedPageModule(page)}`);
  const others = remoteNames.filter((name) => name !== remote).flatMap((name) => routedPagesOf(name, live[name]));
  return [...unreadablePages(remote, built), ...missing, ...pathConflicts(pages, others)];
}

/** The live manifests beside a deploy target (`.deploy/<remote>` for each remote), as `npm start` serves them. */
export function liveManifestsBeside(target: string): Partial<Record<RemoteName, unknown>> {
  const folder = path.dirname(target);
  return Object.fromEntries(
    remoteNames.flatMap((name) => {
      const file = path.join(folder, name, 'mf-manifest.json');
      return existsSync(file) ? [[name, JSON.parse(readFileSync(file, 'utf8')) as unknown]] : [];
    }),
  );
}
