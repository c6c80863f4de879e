import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  isPageFile,
  pageRecordFile,
  parsePageRecord,
  readStoredRecord,
  siteStoreFromEnv,
  type PageStore,
  type ReleaseStore,
  type SiteStore,
} from '@isarlicht/deploy';
import { remoteNames } from '@isarlicht/contracts/deployment/remotes';
import { deploymentConfigFromEnv, portOf } from '@isarlicht/tooling/ports';
import { resolveBrowser } from '@isarlicht/tooling/browser';
import { deployBuilds, deployTargetOf } from '../deploy-builds';
import { prerenderSite } from '../prerender/prerender-site';
import { prerenderSlice } from '../prerender/prerender-slice';
import { shellDist } from '../prerender/prerender-session';
import { mirrorLiveReleases } from '../prerender/store-folders';

/** The page files under a folder (pages, sitemap, robots, record), relative with `/`. */
const pageFilesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(isPageFile)
    .sort();

/** Every page file of `dir` into the store, the record last: until it is there, the store's pages count as not published. */
async function uploadPages(dir: string, pages: PageStore): Promise<number> {
  const files = pageFilesUnder(dir).filter((file) => file !== pageRecordFile);
  for (const file of files) await pages.writePage(file, readFileSync(path.join(dir, file)));
  await pages.writePage(pageRecordFile, readFileSync(path.join(dir, pageRecordFile)));
  return files.length;
}

const liveIds = async (store: ReleaseStore) =>
  Object.fromEntries(await Promise.all(remoteNames.map(async (name) => [name, (await store.readPointer(name))?.releaseId] as const)));

/**
 * The first pages of a store: the shell build's own prerender where it was rendered from
 * the releases now live in the store (the same builds, so the same ids), else the whole
 * site rendered from a mirror of the store.
 */
async function firstPages({ releases, pages }: SiteStore): Promise<string> {
  const live = await liveIds(releases);
  const localRecord = path.join(shellDist(), pageRecordFile);
  const local = existsSync(localRecord) ? parsePageRecord(readFileSync(localRecord, 'utf8')) : null;
  if (local !== null && remoteNames.every((name) => local.releases[name] === live[name]))
    return `${await uploadPages(shellDist(), pages)} pages of the shell build's prerender`;
  const browser = await resolveBrowser();
  if (browser === null) return 'no pages: no browser to render them, the site renders in the browser';
  const work = mkdtempSync(path.join(tmpdir(), 'isarlicht-site-pages-'));
  try {
    const folders = await mirrorLiveReleases(releases, path.join(work, 'store'));
    const out = path.join(work, 'pages');
    await prerenderSite(deploymentConfigFromEnv('production'), `http://localhost:${portOf('shell')}`, browser, folders, out);
    return `${await uploadPages(out, pages)} pages rendered from the store`;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The whole site into the store `RELEASE_STORE` names (docs/decisions/050): each
 * remote's build of this checkout as its live release (compare-and-swap as every
 * deploy), then the pages: a store without any gets its first ones, a store with pages
 * gets each remote's changed pages as its deploy would render them. What
 * `npm run start:distributed` fills its store with; run again, it changes nothing.
 */
export async function publishSite(env: NodeJS.ProcessEnv = process.env): Promise<SiteStore> {
  const site = siteStoreFromEnv(env, { root: path.dirname(deployTargetOf(remoteNames[0])), pages: shellDist() });
  await deployBuilds(site.releases);
  const record = await readStoredRecord(site.pages);
  if (record === null) {
    console.log(`[publish] ${site.pages.location}: ${await firstPages(site)}`);
    return site;
  }
  const live = await liveIds(site.releases);
  const config = deploymentConfigFromEnv('production', env);
  for (const remote of remoteNames)
    await prerenderSlice(
      { remote, target: null, before: null, after: live[remote] ?? null, store: site.releases, pages: site.pages },
      config,
      `http://localhost:${portOf('shell', env)}`,
    );
  return site;
}
