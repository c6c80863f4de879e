import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DeploymentConfig } from '@isarlicht/shared';
import { appDir, buildApps } from './build-apps';
import { deployBuilds, liveReleases } from './deploy-builds';
import { prerenderSite } from './prerender/prerender-site';

const stampFile = () => path.join(appDir('shell'), 'dist', '.prerender-hash');

/** The prerender depends on the shell's build, the live remote releases and where the remotes are deployed. */
function prerenderHash(config: DeploymentConfig, shellOrigin: string): string {
  const hash = createHash('sha256').update(JSON.stringify(config)).update(shellOrigin);
  hash.update(readFileSync(path.join(appDir('shell'), 'dist', '.source-hash')));
  return hash.update(JSON.stringify(liveReleases())).digest('hex');
}

/**
 * The production site: every app built (if stale), each remote's build live in its
 * deploy folder, then the public pages prerendered (if stale).
 */
export async function buildSite(config: DeploymentConfig, shellOrigin: string, force = false): Promise<void> {
  buildApps(undefined, force);
  deployBuilds();
  const hash = prerenderHash(config, shellOrigin);
  if (!force && existsSync(stampFile()) && readFileSync(stampFile(), 'utf8') === hash) {
    console.log('[prerender] up to date');
    return;
  }
  const started = Date.now();
  console.log('[prerender] rendering the public pages in Chromium …');
  const pages = await prerenderSite(config, shellOrigin);
  writeFileSync(stampFile(), hash);
  console.log(`[prerender] ${pages.length} pages and 404.html in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
