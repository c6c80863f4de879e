import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commitPageChange, faultPoint, pageFile, readStoredRecord, type PageStore, type ReleaseSwitch } from '@isarlicht/deploy';
import type { DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { resolveBrowser } from '@isarlicht/tooling/browser';
import { changedPageIds } from './changed-pages';
import { seedPaths } from './crawl';
import { listedOf, pageAt } from './page-record';
import { isRenderedAddress, renderNotFoundPage, staticAddressesOf } from './prerender-site';
import { renderPages, shellDist, withPrerenderSession, type DeployFolders } from './prerender-session';
import { mirrorLiveReleases } from './store-folders';

/** A switch in a store that keeps the site's pages (a folder the site is served from, or a store with `shell/`). */
export type PagedSwitch = ReleaseSwitch & { readonly pages: PageStore };

/** The pages as the record names them: every write of the deploy counts towards the fault point `pages:<k>`. */
function pageWriter(pages: PageStore) {
  let written = 0;
  const counted = () => faultPoint(`pages:${++written}`);
  return {
    write: async (file: string, body: Buffer | string) => {
      await pages.writePage(file, body);
      counted();
    },
    remove: async (file: string) => {
      await pages.removePage(file);
      counted();
    },
    counted,
  };
}

/**
 * After a remote's release switched, or a deploy that switched it stopped before its
 * pages: renders that remote's pages the switch changed since the release the record
 * says they were rendered from (after a consent release every page, for its consent
 * panel) against the shell build the site serves, into a temp folder; then writes them
 * into the page store, removes the pages no live release declares any more, and merges
 * its change into sitemap.xml and, last, the record (docs/decisions/035, 050, 062). The servers answer a
 * page from the store as soon as it is there, so nothing restarts and no file of the
 * shell's build changes.
 */
export async function prerenderSlice(change: PagedSwitch, deployment: DeploymentConfig, shellOrigin: string): Promise<void> {
  const { remote, store, pages, after } = change;
  if (after === null) return;
  const record = await readStoredRecord(pages);
  if (record === null || !existsSync(path.join(shellDist(), 'app.html')) || (await pages.readPage('index.html')) === null) {
    console.log('[prerender] the site is served client-rendered (no prerendered pages): nothing to render');
    return;
  }
  // A record written before it named releases: the pages follow the release live before this switch.
  const renderedFrom = remote in record.releases ? (record.releases[remote] ?? null) : change.before;
  if (renderedFrom === after) {
    console.log(`[prerender] mfe-${remote}: the pages are rendered from ${after ?? 'no release'} already`);
    return;
  }
  const browser = await resolveBrowser();
  if (browser === null)
    throw new Error(`no browser to prerender the pages of mfe-${remote}: the release is live, its new pages render in the browser only`);
  const started = Date.now();
  const buildManifestOf = async (id: string | null): Promise<unknown> =>
    id === null
      ? null
      : store.readReleaseFile(remote, id, 'mf-manifest.json').then(
          (body) => JSON.parse(body.toString('utf8')) as unknown,
          // A release the store no longer holds: every page of the remote renders again.
          () => null,
        );
  const changed = changedPageIds(remote, await buildManifestOf(renderedFrom), await buildManifestOf(after));
  // Every page carries the consent layer's first-visit panel (docs/decisions/043): a consent release renders them all again.
  const everyPage = remote === 'consent';
  const work = mkdtempSync(path.join(tmpdir(), `isarlicht-pages-${remote}-`));
  try {
    const folders: DeployFolders =
      change.target === null
        ? await mirrorLiveReleases(store, path.join(work, 'store'))
        : (name: RemoteName) => path.join(path.dirname(change.target ?? ''), name);
    const out = path.join(work, 'pages');
    await withPrerenderSession(
      deployment,
      shellOrigin,
      browser,
      async (session) => {
        const { pages: live } = session.config;
        const retired = record.paths.filter((pathname) => pageAt(live, pathname)?.prerender !== true);
        const includes = (pathname: string) => {
          if (everyPage) return isRenderedAddress(live, pathname);
          const page = pageAt(live, pathname);
          return page?.remote === remote && page.prerender && changed.has(page.id);
        };
        const rendered =
          changed.size === 0 && !everyPage
            ? []
            : await renderPages(session, [...record.paths, ...seedPaths, ...staticAddressesOf(live)], includes);
        if (everyPage) await renderNotFoundPage(session);
        const writer = pageWriter(pages);
        const files = [...rendered.flatMap((pathname) => pageFile(pathname) ?? []), ...(everyPage ? ['404.html'] : [])];
        for (const file of files) await writer.write(file, readFileSync(path.join(out, file)));
        for (const file of retired.flatMap((pathname) => pageFile(pathname) ?? [])) await writer.remove(file);
        await commitPageChange(pages, { remote, release: after, rendered, listed: listedOf(live, rendered), retired }, writer.counted);
        console.log(
          `[prerender] mfe-${remote}: ${rendered.length} pages rendered, ${retired.length} removed, sitemap.xml updated in ${pages.location} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      },
      folders,
      out,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
