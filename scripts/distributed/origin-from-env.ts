import path from 'node:path';
import { siteStoreFromEnv, startOrigin, type RunningOrigin } from '@isarlicht/deploy';
import { remoteNames } from '@isarlicht/contracts/deployment/remotes';
import { appNames, deploymentConfigFromEnv, portOf, type AppName } from '@isarlicht/tooling/ports';
import { appDir } from '../build-apps';
import { deployTargetOf } from '../deploy-builds';

/** How long an origin waits for the store per request where RELEASE_STORE_TIMEOUT_MS says nothing: then it serves what it read. */
export const originStoreTimeoutMs = 2000;

/**
 * `--ports 9101,9102,…`: one port per app, in the order shell, marketing, references,
 * consent, devtools; without it where `npm start` listens (`SHELL_PORT`, …).
 */
export function portsOf(list: string | undefined, env: NodeJS.ProcessEnv = process.env): Record<AppName, number> {
  const ports = list === undefined ? appNames.map((app) => portOf(app, env)) : list.split(',').map((port) => Number(port.trim()));
  if (ports.length !== appNames.length || ports.some((port) => !Number.isInteger(port) || port < 0 || port > 65535))
    throw new Error(`--ports takes ${appNames.length} TCP ports, one per app (${appNames.join(', ')}), not "${list}"`);
  return Object.fromEntries(appNames.map((app, index) => [app, ports[index]])) as Record<AppName, number>;
}

/**
 * One stateless origin on the store `RELEASE_STORE` names (docs/decisions/050), with
 * this checkout's shell build and the deployment configuration of the environment
 * (the public addresses: `*_PORT`, `*_ENTRY`). `npm run start:distributed` starts two.
 */
export function startOriginFromEnv(
  name: string,
  ports: Readonly<Record<AppName, number>>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningOrigin> {
  const storeEnv = { ...env, RELEASE_STORE_TIMEOUT_MS: env.RELEASE_STORE_TIMEOUT_MS ?? String(originStoreTimeoutMs) };
  const store = siteStoreFromEnv(storeEnv, {
    root: path.dirname(deployTargetOf(remoteNames[0])),
    pages: path.join(appDir('shell'), 'dist'),
  });
  return startOrigin({
    name,
    ports,
    store,
    shellBuild: path.join(appDir('shell'), 'dist'),
    config: deploymentConfigFromEnv('production', env),
  });
}
