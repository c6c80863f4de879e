import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { robotsTxt } from '@isarlicht/deploy';
import { hasParams, siteConfig, type DeploymentConfig, type RoutedPage } from '@isarlicht/contracts';
import type { ResolvedBrowser } from '@isarlicht/tooling';
import { seedPaths } from './crawl';
import { pageAt, writePageRecord } from './page-record';
import { renderPages, shellDist, withPrerenderSession, type PrerenderSession } from './prerender-session';

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
 * HTML beside the shell's build, with sitemap.xml and robots.txt (docs/decisions/007).
 * Pages are found from the specification's ids, the manifests' pages without params
 * and by following links; a link to a page that does not exist fails the build.
 */
export async function prerenderSite(config: DeploymentConfig, shellOrigin: string, resolved: ResolvedBrowser): Promise<readonly string[]> {
  return withPrerenderSession(config, shellOrigin, resolved, async (session) => {
    await renderNotFoundPage(session);
    const { pages } = session.config;
    const rendered = await renderPages(session, [...seedPaths, ...staticAddressesOf(pages)], (pathname) =>
      isRenderedAddress(pages, pathname),
    );
    writePageRecord(shellDist(), rendered, pages);
    writeFileSync(path.join(shellDist(), 'robots.txt'), robotsTxt(siteConfig.seo.baseUrl));
    return rendered;
  });
}
