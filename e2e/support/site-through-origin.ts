import { expect } from '@playwright/test';
import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { remoteReleaseOf } from '@isarlicht/contracts/deployment/remote-release';
import { pointerFiles, sitemapPaths, type RunningOrigin, type SiteStore } from '@isarlicht/deploy';
import type { AppName } from '@isarlicht/tooling/ports';

/** What a visitor got from the origin: the live release of each remote and the releases each page's HTML names. */
export interface SiteSeen {
  readonly live: Readonly<Record<RemoteName, string | null>>;
  /** Address → the releases its HTML names files of. */
  readonly pageReleases: ReadonlyMap<string, readonly string[]>;
}

const urlOf = (origin: RunningOrigin, app: AppName): string => origin.listeners.find((listener) => listener.app === app)?.url ?? '';

async function inBatches<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += 8) results.push(...(await Promise.all(items.slice(start, start + 8).map(run))));
  return results;
}

/**
 * Every public page through an origin answers 200 and names only files of published
 * releases, at most one release per remote; every remote's pointer answers and every
 * file it names answers too (docs/decisions/050).
 */
export async function siteThroughOrigin(origin: RunningOrigin, store: SiteStore): Promise<SiteSeen> {
  const published = Object.fromEntries(
    await Promise.all(remoteNames.map(async (name) => [name, await store.releases.listReleases(name)] as const)),
  );
  const remoteOf = (id: string) => remoteNames.find((name) => published[name]?.includes(id));
  const live = {} as Record<RemoteName, string | null>;
  for (const remote of remoteNames) {
    const answer = await fetch(`${urlOf(origin, remote)}/mf-manifest.json`);
    expect(answer.status, `${remote}'s pointer`).toBe(200);
    const manifest: unknown = await answer.json();
    live[remote] = remoteReleaseOf(manifest)?.deployment?.id ?? null;
    expect(published[remote], `${remote}'s live release is published`).toContain(live[remote]);
    const missing = (
      await inBatches(pointerFiles(manifest), async (file) => ((await fetch(`${urlOf(origin, remote)}/${file}`)).ok ? [] : [file]))
    ).flat();
    expect(missing, `files ${remote}'s pointer names`).toEqual([]);
  }
  const shell = urlOf(origin, 'shell');
  const paths = sitemapPaths(await (await fetch(`${shell}/sitemap.xml`)).text());
  expect(paths.length).toBeGreaterThan(50);
  const pageReleases = new Map<string, readonly string[]>();
  const problems = (
    await inBatches(paths, async (pathname) => {
      const answer = await fetch(`${shell}${pathname}`);
      const html = await answer.text();
      const ids = [...new Set([...html.matchAll(/\/releases\/([0-9A-Za-z.+-]+)\//g)].map(([, id = '']) => id))];
      pageReleases.set(pathname, ids);
      const owners = ids.map(remoteOf);
      return [
        ...(answer.status === 200 ? [] : [`${pathname} answered ${answer.status}`]),
        ...ids.filter((_, index) => owners[index] === undefined).map((id) => `${pathname} names ${id}, which is not published`),
        ...(new Set(owners).size === owners.length ? [] : [`${pathname} names two releases of one remote: ${ids.join(', ')}`]),
      ];
    })
  ).flat();
  expect(problems).toEqual([]);
  expect((await fetch(`${shell}/seite-gibt-es-nicht`)).status).toBe(404);
  return { live, pageReleases };
}
