#!/usr/bin/env -S node --import tsx
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxLiveFiles, redirectsFileName, releaseCommand, type ReleaseSwitch } from '@isarlicht/deploy';
import type { DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { appNames, deploymentConfigFromEnv, portOf, type AppName } from '@isarlicht/tooling/ports';
import { appDir, repoRoot } from './build-apps';
import { applyNginxInclude } from './nginx/apply-include';
import { nginxDeploymentFromEnv } from './nginx/nginx-deployment';
import { prerenderSlice } from './prerender/prerender-slice';

/**
 * With nginx (`NGINX_OUT`: the folder `npm run nginx -w deploy` wrote), the files that
 * follow the live releases are rewritten from the manifests beside the target: its
 * remotes.json (read per request, so a new page needs no reload, docs/decisions/035)
 * and the redirect locations the pages declare, which nginx reads when it (re)loads
 * its configuration: reloaded only when they changed (docs/decisions/039), and only
 * after `nginx -t` passed with the new include (`NGINX_CONF`, docs/decisions/046).
 */
function refreshNginxFiles(change: ReleaseSwitch & { readonly target: string }, config: DeploymentConfig): void {
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
  // The include first: a config nginx refuses fails the deploy before any file of the folder changes.
  for (const [name, body] of changed.filter(([name]) => name === redirectsFileName))
    applyNginxInclude(
      nginxDeploymentFromEnv(process.env),
      outDir,
      name,
      body,
      `${path.join(outDir, name)} holds the changed redirects of the live pages`,
    );
  for (const [name, body] of changed.filter(([name]) => name !== redirectsFileName)) writeFileSync(path.join(outDir, name), body);
  console.log(`[deploy] ${outDir}: remotes.json lists the pages of the live releases`);
}

/**
 * `npm run deploy|rollback|releases -w mfe-<name>`: switches the remote's release
 * (docs/decisions/013), then brings the prerendered pages and sitemap.xml in the store
 * in line with it, with the deployment's environment as `npm start` has it
 * (docs/decisions/035, 050), and, with nginx on this machine, its remotes.json. The
 * pages follow the record of what they were rendered from, not this run's switch: a
 * deploy run again after it stopped between its switch and its pages completes them.
 */
async function main(): Promise<void> {
  const change = await releaseCommand(process.argv.slice(2), repoRoot);
  if (change === null) return;
  const config = deploymentConfigFromEnv('production');
  const { pages, target } = change;
  if (pages === null)
    console.log(`[prerender] ${target ?? change.store.location} is not where the site is served from: its pages are not prerendered`);
  else await prerenderSlice({ ...change, pages }, config, `http://localhost:${portOf('shell')}`);
  if (target !== null && change.before !== change.after) refreshNginxFiles({ ...change, target }, config);
}

main().catch((error: unknown) => {
  console.error(`[deploy] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
