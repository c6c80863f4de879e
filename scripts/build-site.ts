import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { noBrowserHelp, resolveBrowser } from '@isarlicht/tooling/browser';
import { appDir, buildApps } from './build-apps';
import { deployBuilds, liveReleases } from './deploy-builds';
import { prerenderSite } from './prerender/prerender-site';
import { removePrerender } from './prerender/remove-prerender';

const stampFile = () => path.join(appDir('shell'), 'dist', '.prerender-hash');

/** The prerender depends on the shell's build, the live remote releases and where the remotes are deployed. */
function prerenderHash(config: DeploymentConfig, shellOrigin: string): string {
  const hash = createHash('sha256').update(JSON.stringify(config)).update(shellOrigin);
  // The shell's build: its page, its entry (which names every hashed chunk) and the boot script.
  for (const file of ['app.html', 'main.js', 'boot.js']) hash.update(readFileSync(path.join(appDir('shell'), 'dist', file)));
  return hash.update(JSON.stringify(liveReleases())).digest('hex');
}

/**
 * The production site: every app built (if stale), each remote's build live in its
 * deploy folder, then the public pages prerendered (if stale). Without any browser
 * for the prerender the site is served client-rendered instead of not at all
 * (docs/decisions/023).
 */
export async function buildSite(config: DeploymentConfig, shellOrigin: string, force = false): Promise<void> {
  buildApps(undefined, force);
  await deployBuilds();
  const hash = prerenderHash(config, shellOrigin);
  if (!force && existsSync(stampFile()) && readFileSync(stampFile(), 'utf8') === hash) {
    console.log('[prerender] up to date');
    return;
  }
  const browser = await resolveBrowser();
  if (browser === null) {
    removePrerender(path.join(appDir('shell'), 'dist'));
    console.warn(
      `[prerender] skipped, the pages are rendered in the browser: ${noBrowserHelp}, then run npm start again for prerendered pages`,
    );
    return;
  }
  const started = Date.now();
  console.log('[prerender] rendering the public pages in Chromium …');
  const pages = await prerenderSite(config, shellOrigin, browser);
  writeFileSync(stampFile(), hash);
  console.log(`[prerender] ${pages.length} pages and 404.html in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
