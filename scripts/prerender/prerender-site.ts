import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { liveReleaseId, pageRecordFile, robotsTxt } from '@isarlicht/deploy';
import { hasParams } from '@isarlicht/contracts/routes/match-pattern';
import { remoteNames } from '@isarlicht/contracts/deployment/remotes';
import { siteConfig } from '@isarlicht/site-content/site-config';
import type { DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import type { RoutedPage } from '@isarlicht/contracts/pages/routed-pages';
import type { ResolvedBrowser } from '@isarlicht/tooling/browser';
import { deployTargetOf } from '../deploy-builds';
import { seedPaths } from './crawl';
import { pageAt, pageRecordFiles } from './page-record';
import { renderPages, shellDist, withPrerenderSession, type DeployFolders, type PrerenderSession } from './prerender-session';

/** A path no route matches: its render is the site's not-found page. */
export const notFoundProbe = '/seite-nicht-gefunden';

/** A page's own address when its pattern has no params: a page no other page links to is rendered too. */
export const staticAddressesOf = (pages: readonly RoutedPage[]): string[] =>
  pages.filter((page) => page.prerender && !hasParams(page.path)).map((page) => page.path);

/** Render what a prerendered page may link to: pages not found, to fail, and pages that are prerendered. */
export const isRenderedAddress = (pages: readonly RoutedPage[], pathname: string): boolean => pageAt(pages, pathname)?.prerender !== false;

/** Renders the not-found page as `404.html`; a probe that renders anything else fails the prerender. */
export async function renderNotFoundPage(session: PrerenderSession): Promise<void> {
  const probeTab = session.tab();
  const notFound = await probeTab.render(notFoundProbe);
  await probeTab.close();
  if (notFound.status !== 404) throw new Error(`${notFoundProbe} should render the not-found page`);
  session.write('404.html', notFound);
}

/**
 * Renders every public page of the composed site in Chromium and writes it as static
 * HTML beside the shell's build (or into `out`), with sitemap.xml, robots.txt and the
 * record of the pages and the live releases they were rendered from (docs/decisions/007).
 * Pages are found from the specification's ids, the manifests' pages without params
 * and by following links; a link to a page that does not exist fails the build.
 */
export async function prerenderSite(
  config: DeploymentConfig,
  shellOrigin: string,
  resolved: ResolvedBrowser,
  folders: DeployFolders = deployTargetOf,
  out: string = shellDist(),
): Promise<readonly string[]> {
  const run = async (session: PrerenderSession) => {
    await renderNotFoundPage(session);
    const { pages } = session.config;
    const rendered = await renderPages(session, [...seedPaths, ...staticAddressesOf(pages)], (pathname) =>
      isRenderedAddress(pages, pathname),
    );
    const releases = Object.fromEntries(
      remoteNames.flatMap((name) => {
        const id = liveReleaseId(folders(name));
        return id === null ? [] : [[name, id] as const];
      }),
    );
    const files = pageRecordFiles({ paths: rendered, releases }, pages);
    writeFileSync(path.join(out, 'sitemap.xml'), files.sitemap);
    writeFileSync(path.join(out, 'robots.txt'), robotsTxt(siteConfig.seo.baseUrl));
    writeFileSync(path.join(out, pageRecordFile), files.record);
    return rendered;
  };
  return withPrerenderSession(config, shellOrigin, resolved, run, folders, out);
}
