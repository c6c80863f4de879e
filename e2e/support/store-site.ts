import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { releaseIdOf, siteStoreFromEnv, startOrigin, type RunningOrigin, type SiteStore } from '@isarlicht/deploy';
import { appNames, deploymentConfigFromEnv, type AppName } from '@isarlicht/tooling/ports';
import { freePort } from './free-port';
import { repoRoot } from './slice-release';

const run = promisify(execFile);

export interface StoreSite {
  /** What a deploy or an origin of this store gets: `RELEASE_STORE` and, for S3, the AWS variables. */
  readonly env: NodeJS.ProcessEnv;
  readonly store: SiteStore;
  readonly origin: RunningOrigin;
  readonly stop: () => Promise<void>;
}

export async function freePorts(): Promise<Record<AppName, number>> {
  const ports: [AppName, number][] = [];
  for (const app of appNames) ports.push([app, await freePort()]);
  return Object.fromEntries(ports) as Record<AppName, number>;
}

/**
 * This checkout's site published into a store (`npm run publish-site`: the builds as
 * the live releases, the shell build's prerendered pages), and an origin on it. The
 * suite's global setup has built the site, so that no worker writes what another reads.
 */
export async function publishedSite(env: NodeJS.ProcessEnv): Promise<StoreSite> {
  const { stdout } = await run('npm', ['run', 'publish-site', '--silent'], { cwd: repoRoot, env: { ...process.env, ...env } });
  console.log(stdout.trim());
  const store = siteStoreFromEnv({ ...env, RELEASE_STORE_TIMEOUT_MS: '2000' }, { root: path.join(repoRoot, '.deploy') });
  const origin = await startOrigin({
    name: 'origin-under-test',
    ports: await freePorts(),
    store,
    shellBuild: path.join(repoRoot, 'shell', 'dist'),
    config: deploymentConfigFromEnv('production'),
    retryMs: 500,
  });
  return { env, store, origin, stop: origin.stop };
}

/**
 * A copy of a remote's build with one file more: a release of its own (another content
 * hash) whose pages are the same, so its deploy renders none.
 */
export function markedBuild(
  remote: RemoteName,
  marker: string,
): { readonly dist: string; readonly id: string; readonly remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `isarlicht-marked-${remote}-`));
  const dist = path.join(dir, 'dist');
  cpSync(path.join(repoRoot, `mfe-${remote}`, 'dist'), dist, { recursive: true });
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'assets', `release-marker-${marker}.txt`), marker);
  return { dist, id: releaseIdOf(dist), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
