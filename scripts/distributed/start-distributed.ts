import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appNames, callAnalyticsPort, deploymentConfigFromEnv, portOf, type AppName } from '@isarlicht/tooling/ports';
import { buildSite } from '../build-site';
import { startCallAnalyticsProcess } from '../call-analytics-process';
import { startEdge } from '../edge/start-edge';
import { startCephGateway } from './ceph-gateway';
import { freePort } from './free-port';
import { startOriginProcess, type OriginProcess } from './origin-process';
import { publishSite } from './publish-site';
import { createBucket, s3ClientOf, s3Env } from './s3-admin';
import { missingSystemPackages } from './topology-check';

const say = (line: string) => console.log(`[distributed] ${line}`);
/** What runs, newest first: each entry stops one part; a failed start and a signal both run them all. */
const stops: (() => Promise<unknown>)[] = [];

/** An origin on free ports; a port another process took between the pick and the listen means new ports (three tries). */
async function originOnFreePorts(name: string, env: NodeJS.ProcessEnv, tries = 3): Promise<OriginProcess> {
  const ports: number[] = [];
  for (let app = 0; app < appNames.length; app++) ports.push(await freePort());
  return startOriginProcess(name, ports, env).catch((error: unknown) => {
    if (tries > 1 && error instanceof Error && error.message.includes('EADDRINUSE')) return originOnFreePorts(name, env, tries - 1);
    throw error;
  });
}

async function startOrigin(name: string, env: NodeJS.ProcessEnv): Promise<OriginProcess> {
  const origin = await originOnFreePorts(name, env);
  stops.unshift(origin.stop);
  say(`${name} pid ${origin.pid} ${appNames.map((app) => `${origin.urls[app]} (${app})`).join(' ')}`);
  return origin;
}

/**
 * `npm run start:distributed` (docs/distributed.md): builds what is stale, starts the
 * one-node Ceph gateway, publishes the site into its bucket, and serves it through two
 * stateless origins behind the Varnish edge, on the ports `npm start` serves.
 */
async function main(): Promise<void> {
  const missing = missingSystemPackages();
  if (missing !== null) {
    console.error(missing);
    process.exit(1);
  }
  const config = deploymentConfigFromEnv('production');
  if (!process.argv.includes('--no-build')) await buildSite(config, `http://localhost:${portOf('shell')}`);

  // The origins keep their caches here: one removed at the end even for an origin killed with SIGKILL.
  const originTmp = mkdtempSync(path.join(tmpdir(), 'isarlicht-distributed-'));
  stops.unshift(async () => rmSync(originTmp, { recursive: true, force: true }));
  const gateway = await startCephGateway();
  stops.unshift(gateway.stop);
  for (const [daemon, pid] of Object.entries(gateway.pids))
    say(`${daemon} pid ${pid}${daemon === 'radosgw' ? ` ${gateway.endpoint}` : ''}`);
  const deployer = await gateway.createUser('site-deployer');
  const client = s3ClientOf(gateway.endpoint, deployer);
  await createBucket(client, 'site');
  client.destroy();
  const storeEnv = s3Env(gateway.endpoint, deployer, 's3://site/production');
  await publishSite({ ...process.env, ...storeEnv });

  // The origins' configuration is the environment's: the remotes at the edge's ports, so browsers only talk to the edge.
  const originEnv = { ...storeEnv, TMPDIR: originTmp };
  const origins = [await startOrigin('origin-1', originEnv), await startOrigin('origin-2', originEnv)];
  const edge = await startEdge({
    origins: Object.fromEntries(
      appNames.map((app) => [app, origins.map((origin) => ({ host: '127.0.0.1', port: Number(new URL(origin.urls[app] ?? '').port) }))]),
    ) as Record<AppName, { host: string; port: number }[]>,
    print: () => undefined,
  });
  stops.unshift(edge.stop);
  say(`edge varnish pid ${edge.pid} ${appNames.map((app) => `${edge.urls[app]} (${app})`).join(' ')}`);

  const callAnalytics = await startCallAnalyticsProcess();
  stops.unshift(callAnalytics.stop);
  say(`call-analytics pid ${callAnalytics.pid} http://localhost:${callAnalyticsPort()}`);
  // The key of a throwaway gateway that lives as long as this command: printed so a slice deploy can use it.
  const deployEnv = Object.entries(storeEnv).map(([name, value]) => `${name}=${value}`);
  say(`ready: http://localhost:${portOf('shell')} (deploy into the store: ${deployEnv.join(' ')} npm run deploy -w mfe-<name>)`);
}

let stopping: Promise<void> | null = null;
const stopAll = (code: number) => {
  stopping ??= (async () => {
    if (stops.length > 0) say('stopping');
    for (const stop of stops) await stop().catch((error: unknown) => console.error(`[distributed] ${String(error)}`));
    if (stops.length > 0) say('stopped');
    process.exit(code);
  })();
};
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

main().catch((error: unknown) => {
  console.error(`[distributed] ${error instanceof Error ? error.message : String(error)}`);
  stopAll(1);
});
