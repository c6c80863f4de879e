import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { defaultDeployTarget, folderStore, liveReleaseId, releaseIdOf } from '@isarlicht/deploy';
import { appNames, type AppName } from '@isarlicht/tooling/ports';
import type { RunningEdge } from '@isarlicht/scripts/edge/start-edge';
import { startOrigin, type RunningOrigin } from './edge-origin';
import { freePort } from './free-port';
import { mainScriptIn } from './main-script';
import { requireVarnish, startVarnishEdge } from './varnish';

const repoRoot = path.resolve(__dirname, '..', '..');
export const shellRoot = path.join(repoRoot, 'shell', 'dist');

/**
 * The live release and pointer of every remote, copied from the checkout's deploy
 * folder into a temp one: the tests deploy into it and leave the checkout's alone.
 * It needs the build (`npm run build`, or the e2e suite's first run).
 */
export function copyLiveSite(): string {
  if (!existsSync(path.join(shellRoot, 'app.html')))
    throw new Error(`the edge tests serve the build and ${shellRoot} has none: run npm run build`);
  const root = mkdtempSync(path.join(tmpdir(), 'isarlicht-edge-site-'));
  for (const remote of remoteNames) {
    const target = defaultDeployTarget(repoRoot, remote);
    const id = liveReleaseId(target);
    if (id === null) throw new Error(`${remote} has no live release in ${target}: run npm run build`);
    cpSync(path.join(target, 'releases', id), path.join(root, remote, 'releases', id), { recursive: true });
    cpSync(path.join(target, 'mf-manifest.json'), path.join(root, remote, 'mf-manifest.json'));
  }
  return root;
}

export interface EdgeSite {
  readonly edge: RunningEdge;
  /** Two origins, each a process with every app, serving the same build and deploy folder. */
  readonly origins: readonly RunningOrigin[];
  readonly deployRoot: string;
  /** The lines the edge printed when it started. */
  readonly printed: readonly string[];
  readonly stop: () => Promise<void>;
}

/** The topology of the edge tests: two origins and the Varnish edge in front of them, on free ports of 127.0.0.1. */
export async function startEdgeSite(): Promise<EdgeSite> {
  requireVarnish();
  const ports = {} as Record<AppName, number>;
  for (const app of appNames) ports[app] = await freePort();
  // The shell's configuration names the edge as the remotes' address, as a deployment behind a CDN does.
  const env = Object.fromEntries(
    remoteNames.map((remote) => [`${remote.toUpperCase()}_ENTRY`, `http://127.0.0.1:${ports[remote]}/mf-manifest.json`]),
  );
  const deployRoot = copyLiveSite();
  const origins = await Promise.all(['origin-1', 'origin-2'].map((name) => startOrigin(name, { shellRoot, deployRoot }, env)));
  const printed: string[] = [];
  const stopOrigins = async () => {
    await Promise.all(origins.map((origin) => origin.stop()));
    rmSync(deployRoot, { recursive: true, force: true });
  };
  try {
    const edge = await startVarnishEdge({
      origins: Object.fromEntries(
        appNames.map((app) => [app, origins.map((origin) => ({ host: '127.0.0.1', port: origin.ports[app] }))]),
      ) as Record<AppName, { host: string; port: number }[]>,
      ports,
      host: '127.0.0.1',
      print: (line) => printed.push(line),
    });
    return { edge, origins, deployRoot, printed, stop: () => edge.stop().finally(stopOrigins) };
  } catch (error) {
    await stopOrigins();
    throw error;
  }
}

/**
 * Deploys a new release of `remote` into the site's folder through the folder store,
 * as a slice's deploy does: the live release with one file more, so a new content
 * hash. Resolves with its id once the pointer is switched.
 */
export async function deployNewRelease(deployRoot: string, remote: RemoteName, marker: string): Promise<string> {
  const target = path.join(deployRoot, remote);
  const live = liveReleaseId(target);
  if (live === null) throw new Error(`${remote} has no live release in ${target}`);
  const dist = mkdtempSync(path.join(tmpdir(), `isarlicht-edge-release-${remote}-`));
  try {
    cpSync(path.join(target, 'releases', live), dist, { recursive: true });
    writeFileSync(path.join(dist, 'assets', `deploy-${marker}.txt`), marker);
    const store = folderStore({ targetOf: (name) => path.join(deployRoot, name), location: deployRoot });
    const id = releaseIdOf(dist);
    const pointer = await store.readPointer(remote);
    await store.putRelease(remote, id, dist);
    await store.switchPointer(remote, id, pointer?.version ?? null);
    return id;
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

interface ManifestFiles {
  readonly metaData: { readonly remoteEntry: { readonly path: string; readonly name: string } };
  readonly shared: readonly { readonly assets: { readonly js: { readonly sync: readonly string[] } } }[];
}

/** The entry script the shell build's pages name. */
export const shellMainScript = (): string => mainScriptIn(readFileSync(path.join(shellRoot, 'app.html'), 'utf8'));

/**
 * What the load tests ask for, the same for the edge and for nginx: the shell's pages,
 * its configuration, its entry script under both addresses and two content-hashed chunks; the marketing
 * remote's live pointer and its entry.
 */
export function pageSet(deployRoot: string): { readonly shell: readonly string[]; readonly marketing: readonly string[] } {
  const shellManifest = JSON.parse(readFileSync(path.join(shellRoot, 'mf-manifest.json'), 'utf8')) as ManifestFiles;
  const pointer = JSON.parse(readFileSync(path.join(deployRoot, 'marketing', 'mf-manifest.json'), 'utf8')) as ManifestFiles;
  const { path: folder, name } = pointer.metaData.remoteEntry;
  return {
    shell: [
      '/',
      '/about',
      '/services',
      '/contact',
      '/references',
      '/remotes.json',
      '/main.js',
      shellMainScript(),
      ...shellManifest.shared.flatMap((shared) => shared.assets.js.sync.map((file) => `/${file}`)).slice(0, 2),
    ],
    marketing: ['/mf-manifest.json', `/${folder}/${name}`],
  };
}

/** The release a remote's live manifest names, read through `origin` (the edge or one origin). */
export const releaseIdThrough = async (origin: string): Promise<string> =>
  ((await (await fetch(`${origin}/mf-manifest.json`)).json()) as { metaData: { release: { id: string } } }).metaData.release.id;
