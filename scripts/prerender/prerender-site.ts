import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { inlineBootScript, pageFile, robotsTxt, sitemapXml } from '@isarlicht/deploy';
import {
  composePages,
  deploymentConfigUrl,
  remoteNames,
  routedPagesOf,
  siteConfig,
  type ComposedConfig,
  type DeploymentConfig,
} from '@isarlicht/contracts';
import { chromiumArgs, describeBrowser, type ResolvedBrowser } from '@isarlicht/tooling';
import { appDir } from '../build-apps';
import { deployTargetOf } from '../deploy-builds';
import { pageLinks, seedPaths } from './crawl';
import { pageDocument, type RenderedPage, type StartHints } from './page-document';
import { PrerenderTab } from './render-in-browser';
import { shellStartScripts } from './start-scripts';
import { serveFromDisk } from './serve-from-disk';

/** A path no route matches: its render is the site's not-found page. */
export const notFoundProbe = '/seite-nicht-gefunden';

async function launch(resolved: ResolvedBrowser): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: resolved.executablePath, args: [...chromiumArgs] }).catch((cause: unknown) => {
    throw new Error(`the prerender could not start ${describeBrowser(resolved)}: ${String(cause)}`);
  });
  console.log(`[prerender] ${describeBrowser(resolved, browser.version())}`);
  return browser;
}

/**
 * Manifest URL prefix of each remote → the folder its origin serves (live manifest and
 * releases, so the pages name files that stay valid after the next deployment); the
 * shell's origin → the shell's build.
 */
function distsOf(config: DeploymentConfig, shellOrigin: string): Map<string, string> {
  const dists = new Map<string, string>([[`${shellOrigin}/`, path.join(appDir('shell'), 'dist')]]);
  for (const name of remoteNames) dists.set(new URL('.', config.remotes[name]).href, deployTargetOf(name));
  return dists;
}

/** The configuration as the shell's server answers it: with the pages of the releases live in the deploy folders. */
function composedConfig(config: DeploymentConfig): ComposedConfig {
  const byRemote = Object.fromEntries(
    remoteNames.map((name) => {
      const manifest = path.join(deployTargetOf(name), 'mf-manifest.json');
      return [name, existsSync(manifest) ? routedPagesOf(name, JSON.parse(readFileSync(manifest, 'utf8'))) : []];
    }),
  );
  return { ...config, pages: composePages(byRemote) };
}

/**
 * Renders every public page of the composed site in Chromium and writes it as static
 * HTML beside the shell's build, with sitemap.xml and robots.txt (docs/decisions/007).
 * Pages are found from the specification's ids and by following links; a link to a
 * page that does not exist fails the build.
 */
export async function prerenderSite(config: DeploymentConfig, shellOrigin: string, resolved: ResolvedBrowser): Promise<readonly string[]> {
  const shellDist = path.join(appDir('shell'), 'dist');
  const template = readFileSync(path.join(shellDist, 'app.html'), 'utf8');
  const bootScript = inlineBootScript(shellDist);
  if (bootScript === null) throw new Error(`${shellDist}/boot.js is missing: build the shell first`);
  const browser = await launch(resolved);
  try {
    const context = await browser.newContext();
    await serveFromDisk(context, { dists: distsOf(config, shellOrigin), shellOrigin }, composedConfig(config));
    const startScripts = await shellStartScripts(context, shellOrigin);
    const startHintsOf = (page: RenderedPage): StartHints => {
      // Static content starts without its remote (docs/decisions/028).
      const remote = page.staticContent ? undefined : remoteNames.find((name) => page.module?.startsWith(`${name}/`));
      return { scripts: startScripts, fetches: [deploymentConfigUrl, ...(remote === undefined ? [] : [config.remotes[remote]])] };
    };
    const write = (file: string, page: RenderedPage) => {
      const target = path.join(shellDist, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, pageDocument(template, page, bootScript, startHintsOf(page)));
    };

    const probeTab = new PrerenderTab(context, shellOrigin);
    const notFound = await probeTab.render(notFoundProbe);
    await probeTab.close();
    if (notFound.status !== 404) throw new Error(`${notFoundProbe} should render the not-found page`);
    write('404.html', notFound);

    const queue = [...seedPaths];
    const seen = new Set(queue);
    const rendered: string[] = [];
    const broken: string[] = [];
    const worker = async () => {
      const tab = new PrerenderTab(context, shellOrigin);
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const page = await tab.render(next);
        const file = pageFile(next);
        if (page.status !== 200 || file === null) {
          broken.push(next);
          continue;
        }
        write(file, page);
        rendered.push(next);
        for (const link of pageLinks(page.body)) {
          if (!seen.has(link)) {
            seen.add(link);
            queue.push(link);
          }
        }
      }
      await tab.close();
    };
    // Three pages at a time keep two cores busy while one waits for its modules.
    await Promise.all([worker(), worker(), worker()]);
    if (broken.length > 0) throw new Error(`linked or specified pages render as not found: ${broken.join(', ')}`);

    writeFileSync(path.join(shellDist, 'sitemap.xml'), sitemapXml(siteConfig.seo.baseUrl, rendered));
    writeFileSync(path.join(shellDist, 'robots.txt'), robotsTxt(siteConfig.seo.baseUrl));
    return rendered;
  } finally {
    await browser.close();
  }
}
