import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxLiveFiles, redirectsFileName, releaseCommand, type ReleaseSwitch } from '@isarlicht/deploy';
import type { DeploymentConfig } from '@isarlicht/contracts';
import { appNames, deploymentConfigFromEnv, portOf, type AppName } from '@isarlicht/tooling';
import { appDir, repoRoot } from './build-apps';
import { prerenderSlice } from './prerender/prerender-slice';

/** The pid file of the nginx that serves the generated files: `NGINX_PID`, else where Debian's nginx keeps it. */
const nginxPidFile = () => process.env.NGINX_PID ?? '/run/nginx.pid';

/** nginx re-reads its configuration on SIGHUP; with an error in it, it keeps the old one and logs why. */
function reloadNginx(reason: string): void {
  const pidFile = nginxPidFile();
  if (!existsSync(pidFile))
    throw new Error(
      `${reason}, and nginx must reload to answer them, but ${pidFile} names no nginx: run nginx -s reload, or set NGINX_PID`,
    );
  process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGHUP');
  console.log(`[deploy] ${reason}: nginx reloaded`);
}

/**
 * With nginx (`NGINX_OUT`: the folder `npm run nginx -w deploy` wrote), the files that
 * follow the live releases are rewritten from the manifests beside the target: its
 * remotes.json (read per request, so a new page needs no reload, docs/decisions/035)
 * and the redirect locations the pages declare, which nginx reads when it (re)loads
 * its configuration: reloaded only when they changed (docs/decisions/039).
 */
function refreshNginxFiles(change: ReleaseSwitch, config: DeploymentConfig): void {
  const outDir = process.env.NGINX_OUT;
  if (outDir === undefined || outDir === '') return;
  if (!existsSync(path.join(outDir, 'remotes.json')))
    throw new Error(`NGINX_OUT=${outDir} holds no generated remotes.json: run npm run nginx -w deploy -- --out ${outDir}`);
  const rootOf = (app: AppName) => (app === 'shell' ? path.join(appDir('shell'), 'dist') : path.join(path.dirname(change.target), app));
  const files = nginxLiveFiles(config, Object.fromEntries(appNames.map((app) => [app, rootOf(app)])) as Record<AppName, string>);
  const changed = Object.entries(files).filter(([name, body]) => {
    const file = path.join(outDir, name);
    return !existsSync(file) || readFileSync(file, 'utf8') !== body;
  });
  for (const [name, body] of changed) writeFileSync(path.join(outDir, name), body);
  console.log(`[deploy] ${outDir}: remotes.json lists the pages of the live releases`);
  if (changed.some(([name]) => name === redirectsFileName))
    reloadNginx(`${path.join(outDir, redirectsFileName)} holds the changed redirects of the live pages`);
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
  refreshNginxFiles(change, config);
}

main().catch((error: unknown) => {
  console.error(`[deploy] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
