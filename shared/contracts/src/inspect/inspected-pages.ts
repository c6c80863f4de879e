import { generatePath } from 'react-router';
import { hasParams } from '../routes/match-pattern';
import type { PageMeta, RouteParams } from '../pages/page-module';
import type { PageEntry, PageManifest } from '../pages/page-manifest';
import { inspectedPage, type InspectedPage } from './inspection';

/** The ids of a manifest's pages whose path takes params. */
type ParamPageId<M extends PageManifest> = Extract<M[number], { readonly path: `${string}:${string}` }>['id'];

/** For every page with params, the params of each page it renders (the compiler asks for a new one). */
export type PageInstances<M extends PageManifest> = { readonly [Id in ParamPageId<M>]: () => readonly RouteParams[] };

function metaOf(loaded: unknown, entry: PageEntry): (params: RouteParams) => PageMeta | null {
  const meta: unknown = typeof loaded === 'object' && loaded !== null && 'meta' in loaded ? loaded.meta : undefined;
  if (typeof meta !== 'function') throw new Error(`page ${entry.id} (${entry.module}) exports no meta`);
  return meta as (params: RouteParams) => PageMeta | null;
}

/**
 * A remote's pages for `./inspect`, read from its page manifest: each page without
 * params, each instance of a page with params, with the meta its module answers. `load`
 * imports a page module by the manifest's `module` (the remote's bundler knows its files).
 */
export async function inspectedPages<M extends PageManifest>(
  manifest: M,
  instances: PageInstances<M>,
  load: (module: string) => Promise<unknown>,
): Promise<InspectedPage[]> {
  const instancesOf: Partial<Record<string, () => readonly RouteParams[]>> = instances;
  const perEntry = await Promise.all(
    manifest.map(async (entry) => {
      const meta = metaOf(await load(entry.module), entry);
      const listed = instancesOf[entry.id];
      if (hasParams(entry.path) && listed === undefined) throw new Error(`page ${entry.id} takes params but lists no instances`);
      return (listed?.() ?? [{}]).map((params) => inspectedPage(generatePath(entry.path, params), meta(params)));
    }),
  );
  return perEntry.flat();
}
