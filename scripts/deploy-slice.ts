import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxRemotesJson, releaseCommand, type ReleaseSwitch } from '@isarlicht/deploy';
import type { DeploymentConfig } from '@isarlicht/contracts';
import { appNames, deploymentConfigFromEnv, portOf, type AppName } from '@isarlicht/tooling';
import { appDir, repoRoot } from './build-apps';
import { prerenderSlice } from './prerender/prerender-slice';

/**
 * With nginx (`NGINX_OUT`: the folder `npm run nginx -w deploy` wrote), its remotes.json
 * is the one file that holds the page list: rewritten from the live manifests beside the
 * target. nginx reads it per request, so nothing reloads (docs/decisions/035).
 */
function refreshNginxRemotesJson(change: ReleaseSwitch, config: DeploymentConfig): void {
  const outDir = process.env.NGINX_OUT;
  if (outDir === undefined || outDir === '') return;
  const file = path.join(outDir, 'remotes.json');
  if (!existsSync(file))
    throw new Error(`NGINX_OUT=${outDir} holds no generated remotes.json: run npm run nginx -w deploy -- --out ${outDir}`);
  const rootOf = (app: AppName) => (app === 'shell' ? path.join(appDir('shell'), 'dist') : path.join(path.dirname(change.target), app));
  writeFileSync(file, nginxRemotesJson(config, Object.fromEntries(appNames.map((app) => [app, rootOf(app)])) as Record<AppName, string>));
  console.log(`[deploy] ${file} lists the pages of the live releases`);
}

/**
 * `npm run deploy|rollback|releases -w mfe-<name>`: switches the remote's release
 * (docs/decisions/013), then brings the prerendered pages, sitemap.xml and, with nginx,
 * its remotes.json in line with it, with the deployment's environment as `npm start`
 * has it (docs/decisions/035).
 */
async function main(): Promise<void> {
  const change = releaseCommand(process.argv.slice(2), repoRoot);
  if (change === null || change.before === change.after) return;
  const config = deploymentConfigFromEnv('production');
  await prerenderSlice(change, config, `http://localhost:${portOf('shell')}`);
  refreshNginxRemotesJson(change, config);
}

main().catch((error: unknown) => {
  console.error(`[deploy] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
