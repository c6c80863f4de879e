import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pageFile, readPageRecord, releaseFolder, type ReleaseSwitch } from '@isarlicht/deploy';
import type { DeploymentConfig } from '@isarlicht/contracts';
import { resolveBrowser } from '@isarlicht/tooling';
import { deployTargetOf } from '../deploy-builds';
import { changedPageIds } from './changed-pages';
import { seedPaths } from './crawl';
import { pageAt, writePageRecord } from './page-record';
import { isRenderedAddress, renderNotFoundPage, staticAddressesOf } from './prerender-site';
import { renderPages, shellDist, withPrerenderSession } from './prerender-session';

const buildManifestOf = (target: string, id: string | null): unknown =>
  id === null ? null : (JSON.parse(readFileSync(path.join(releaseFolder(target, id), 'mf-manifest.json'), 'utf8')) as unknown);

/** A switch in a deploy folder of this machine, whose pages the prerender writes beside the shell's build. */
export type FolderSwitch = ReleaseSwitch & { readonly target: string };

/**
 * After a remote's release switched: renders that remote's pages the switch changed
 * (after a consent release every page, for its consent panel) against the shell build
 * the site serves, removes the pages no live release declares
 * any more, and rewrites sitemap.xml. The servers answer a page from its file as soon as
 * it is there, so nothing restarts and no file of the shell's build changes
 * (docs/decisions/035).
 */
export async function prerenderSlice(change: FolderSwitch, deployment: DeploymentConfig, shellOrigin: string): Promise<void> {
  const { remote, target } = change;
  if (path.dirname(target) !== path.dirname(deployTargetOf(remote))) {
    console.log(`[prerender] ${target} is not where the site is served from: its pages are not prerendered`);
    return;
  }
  if (!existsSync(path.join(shellDist(), 'index.html'))) {
    console.log('[prerender] the site is served client-rendered (no prerendered pages): nothing to render');
    return;
  }
  const browser = await resolveBrowser();
  if (browser === null)
    throw new Error(`no browser to prerender the pages of mfe-${remote}: the release is live, its new pages render in the browser only`);
  const started = Date.now();
  const changed = changedPageIds(remote, buildManifestOf(target, change.before), buildManifestOf(target, change.after));
  // Every page carries the consent layer's first-visit panel (docs/decisions/043): a consent release renders them all again.
  const everyPage = remote === 'consent';
  const folders = (name: typeof remote) => path.join(path.dirname(target), name);
  await withPrerenderSession(
    deployment,
    shellOrigin,
    browser,
    async (session) => {
      const { pages } = session.config;
      const record = readPageRecord(shellDist());
      const retired = record.filter((pathname) => pageAt(pages, pathname)?.prerender !== true);
      for (const pathname of retired) rmSync(path.join(shellDist(), pageFile(pathname) ?? ''), { force: true });
      const includes = (pathname: string) => {
        if (everyPage) return isRenderedAddress(pages, pathname);
        const page = pageAt(pages, pathname);
        return page?.remote === remote && page.prerender && changed.has(page.id);
      };
      const rendered =
        changed.size === 0 && !everyPage
          ? []
          : await renderPages(session, [...record, ...seedPaths, ...staticAddressesOf(pages)], includes);
      if (everyPage) await renderNotFoundPage(session);
      writePageRecord(shellDist(), [...record.filter((pathname) => !retired.includes(pathname)), ...rendered], pages);
      console.log(
        `[prerender] mfe-${remote}: ${rendered.length} pages rendered, ${retired.length} removed, sitemap.xml updated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
    folders,
  );
}
