import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { inlineBootScript, pageFile } from '@isarlicht/deploy';
import { composePages, routedPagesOf } from '@isarlicht/contracts/pages/routed-pages';
import { deploymentConfigUrl, type ComposedConfig, type DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { isLegalPage } from '@isarlicht/contracts/consent/first-visit-panel';
import { redirectRulesOf } from '@isarlicht/contracts/routes/redirects';
import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { chromiumArgs, describeBrowser, type ResolvedBrowser } from '@isarlicht/tooling/browser';
import { appDir } from '../build-apps';
import { deployTargetOf } from '../deploy-builds';
import { pageLinks } from './crawl';
import { minifyCss } from './minify-css';
import { pageDocument, type RenderedPage, type StartHints } from './page-document';
import { PrerenderTab } from './render-in-browser';
import { serveFromDisk } from './serve-from-disk';
import { shellStartScripts } from './start-scripts';

export const shellDist = (): string => path.join(appDir('shell'), 'dist');

/** Where the prerender reads each remote's live release: its deploy folder. */
export type DeployFolders = (remote: RemoteName) => string;

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
function distsOf(config: DeploymentConfig, shellOrigin: string, folders: DeployFolders): Map<string, string> {
  const dists = new Map<string, string>([[`${shellOrigin}/`, shellDist()]]);
  for (const name of remoteNames) dists.set(new URL('.', config.remotes[name]).href, folders(name));
  return dists;
}

/** The configuration as the shell's server answers it: with the pages of the releases live in the deploy folders. */
export function composedConfig(config: DeploymentConfig, folders: DeployFolders = deployTargetOf): ComposedConfig {
  const byRemote = Object.fromEntries(
    remoteNames.map((name) => {
      const manifest = path.join(folders(name), 'mf-manifest.json');
      const drop = (reason: string) => console.warn(`[prerender] left out of the live pages: ${reason}`);
      return [name, existsSync(manifest) ? routedPagesOf(name, JSON.parse(readFileSync(manifest, 'utf8')), drop) : []];
    }),
  );
  return { ...config, pages: composePages(byRemote) };
}

export interface PrerenderSession {
  readonly context: BrowserContext;
  readonly config: ComposedConfig;
  /** Renders a path in a tab of the session. */
  readonly tab: () => PrerenderTab;
  /** Writes a rendered page as the file its address is served from, into the session's output folder. */
  readonly write: (file: string, page: RenderedPage) => void;
}

/**
 * A browser that renders pages of the composed site with the shell's build and the live
 * releases in the deploy folders (or a mirror of a release store), and writes them
 * into `out`: beside the shell's build, or a folder a deploy uploads from
 * (docs/decisions/007, 050).
 */
export async function withPrerenderSession<T>(
  deployment: DeploymentConfig,
  shellOrigin: string,
  resolved: ResolvedBrowser,
  run: (session: PrerenderSession) => Promise<T>,
  folders: DeployFolders = deployTargetOf,
  out: string = shellDist(),
): Promise<T> {
  const template = readFileSync(path.join(shellDist(), 'app.html'), 'utf8');
  const bootScript = inlineBootScript(shellDist());
  if (bootScript === null) throw new Error(`${shellDist()}/boot.js is missing: build the shell first`);
  const config = composedConfig(deployment, folders);
  const browser = await launch(resolved);
  try {
    const context = await browser.newContext();
    await serveFromDisk(context, { dists: distsOf(deployment, shellOrigin, folders), shellOrigin }, config);
    const startScripts = await shellStartScripts(context, shellOrigin);
    const consentTab = new PrerenderTab(context, shellOrigin);
    const rendered = await consentTab.consentParts();
    await consentTab.close();
    const consent = rendered === null ? null : { ...rendered, css: minifyCss(rendered.css) };
    // The undecided visitor's panel gives way on the pages read in order to decide (docs/decisions/043). They carry
    // no early dialogs either, nor the styles for both: the longest pages of the site stay in one round trip (docs/decisions/053).
    const consentOf = (page: RenderedPage) => (isLegalPage(page.path) ? null : consent);
    const startHintsOf = (page: RenderedPage): StartHints => {
      // Static content starts without its remote (docs/decisions/028).
      const remote = page.staticContent ? undefined : remoteNames.find((name) => page.module?.startsWith(`${name}/`));
      return { scripts: startScripts, fetches: [deploymentConfigUrl, ...(remote === undefined ? [] : [deployment.remotes[remote]])] };
    };
    return await run({
      context,
      config,
      tab: () => new PrerenderTab(context, shellOrigin),
      write: (file, page) => {
        const target = path.join(out, file);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, pageDocument(template, page, bootScript, startHintsOf(page), consentOf(page)));
      },
    });
  } finally {
    await browser.close();
  }
}

/**
 * Renders the seeds and every page their links lead to that `includes` accepts, three
 * at a time, and writes each; returns the rendered paths. A seed or link that renders
 * as not found fails the prerender.
 */
export async function renderPages(
  session: PrerenderSession,
  seeds: readonly string[],
  includes: (path: string) => boolean,
): Promise<string[]> {
  const queue = [...new Set(seeds)].filter(includes);
  const seen = new Set(queue);
  const redirects = redirectRulesOf(session.config.pages);
  const rendered: string[] = [];
  const broken: string[] = [];
  const worker = async () => {
    const tab = session.tab();
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const page = await tab.render(next);
      const file = pageFile(next);
      if (page.status !== 200 || file === null) {
        broken.push(next);
        continue;
      }
      session.write(file, page);
      rendered.push(next);
      for (const link of pageLinks(page.body, redirects)) {
        if (!seen.has(link) && includes(link)) {
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
  return rendered;
}
