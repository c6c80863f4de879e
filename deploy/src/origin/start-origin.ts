import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import { remoteNames } from '@isarlicht/contracts/deployment/remotes';
import type { DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { appNames, type AppName } from '@isarlicht/tooling/ports';
import { isPageFile } from '../store/store-names';
import type { SiteStore } from '../store/store-from-env';
import { storeMirror } from '../store/store-mirror';
import { originRemoteApp, originShellApp } from './origin-apps';
import { healthHandler, healthPath } from './origin-health';
import { originPages } from './origin-pages';
import { originPointers } from './origin-pointers';
import { storeFreshness, type FreshnessState } from './store-freshness';

export interface OriginOptions {
  /** Its name in logs and health answers (`origin-1`). */
  readonly name: string;
  /** One listener per app; 0 takes a free port. */
  readonly ports: Readonly<Record<AppName, number>>;
  readonly host?: string;
  readonly store: SiteStore;
  /** The shell's build this origin runs (its scripts, styles, app.html); its pages come from the store. */
  readonly shellBuild: string;
  /** The deployment configuration: the public addresses the pages and `/remotes.json` name. */
  readonly config: DeploymentConfig;
  /** How long after a failed revalidation the store is asked again, while what was read is served. */
  readonly retryMs?: number;
  /** How many releases of each remote the origin keeps (the least recently used leave first). */
  readonly maxReleases?: number;
}

export interface OriginListener {
  readonly app: AppName;
  readonly port: number;
  readonly url: string;
}

export interface RunningOrigin {
  readonly name: string;
  readonly listeners: readonly OriginListener[];
  readonly health: () => FreshnessState;
  /** Closes every listener and removes its cache folder. */
  readonly stop: () => Promise<void>;
}

function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

/**
 * An origin with no state of its own (docs/decisions/050): one listener per app, each
 * the project's express app on a local folder that is only a cache of the store. It
 * reads every pointer and page once at its start, then revalidates pointers and pages
 * with the store per request (no-cache), keeps immutable release files, and serves
 * what it last read while the store does not answer.
 */
export async function startOrigin(options: OriginOptions): Promise<RunningOrigin> {
  const { name, store, config, host = '127.0.0.1' } = options;
  const cache = mkdtempSync(path.join(tmpdir(), `isarlicht-origin-${name}-`));
  const shellRoot = path.join(cache, 'shell');
  // The shell's own build, without the pages of its local prerender: those come from the store. With
  // its times, so origins of one build send one ETag and Last-Modified for a file (an edge's revalidation
  // with another origin is a 304, and so is a browser's).
  cpSync(options.shellBuild, shellRoot, {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => !isPageFile(path.relative(options.shellBuild, source).split(path.sep).join('/')),
  });
  const freshness = storeFreshness(options.retryMs ?? 1000);
  const mirror = storeMirror(store.releases, path.join(cache, 'store'), { maxReleases: options.maxReleases ?? 8 });
  const pointers = originPointers(store.releases, mirror, freshness);
  const pages = originPages(store.pages, shellRoot, freshness);
  await Promise.all(remoteNames.map(pointers.refresh));
  await pages.readAll().catch((error: unknown) => console.warn(`[origin] ${name}: the pages were not read: ${String(error)}`));

  const health = { name, store: store.releases.location, freshness, live: pointers.live };
  const servers: Server[] = [];
  const listeners: OriginListener[] = [];
  try {
    for (const app of appNames) {
      const served = express();
      served.disable('x-powered-by');
      served.get(healthPath, healthHandler(app, health));
      served.use(
        app === 'shell' ? originShellApp(shellRoot, config, pages, pointers) : originRemoteApp(app, store.releases, mirror, pointers),
      );
      const server = await listen(served, options.ports[app], host);
      servers.push(server);
      const { port } = server.address() as AddressInfo;
      listeners.push({ app, port, url: `http://${host}:${port}` });
    }
  } catch (error) {
    for (const server of servers) server.close();
    rmSync(cache, { recursive: true, force: true });
    throw error;
  }
  return {
    name,
    listeners,
    health: freshness.state,
    async stop() {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
      rmSync(cache, { recursive: true, force: true });
    },
  };
}
