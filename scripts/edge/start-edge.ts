import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { edgeListenerName, edgeVcl, type EdgeOrigins } from '@isarlicht/deploy';
import { appNames, portOf, type AppName } from '@isarlicht/tooling/ports';

/** Debian's varnishd, or `VARNISHD_PATH`. */
export const varnishdPath = (env: NodeJS.ProcessEnv = process.env): string => env.VARNISHD_PATH ?? '/usr/sbin/varnishd';

export interface StartEdgeOptions {
  /** Where the origins of each app listen; the edge needs one of each app at least. */
  readonly origins: EdgeOrigins;
  /** The edge's port per app: by default `portOf` (8080–8084, or SHELL_PORT, …), where `npm start` serves. */
  readonly ports?: Readonly<Record<AppName, number>>;
  /** The address every listener binds: by default all of them, as `npm start` listens. */
  readonly host?: string;
  /** What the probes ask every origin for (default `/mf-manifest.json`). */
  readonly probePath?: string;
  /** The cache's memory (`-s malloc,<size>`). */
  readonly memory?: string;
  readonly varnishd?: string;
  /** Where the edge's lines go. */
  readonly print?: (line: string) => void;
}

export interface RunningEdge {
  /** The pid of varnishd's manager process (its cache process is its child). */
  readonly pid: number;
  /** `http://127.0.0.1:<port>` of each app's listener. */
  readonly urls: Readonly<Record<AppName, string>>;
  /** varnishd's working folder: `varnishadm -n <workDir> backend.list`, `varnishstat -n <workDir>`. */
  readonly workDir: string;
  /** The VCL it runs. */
  readonly vcl: string;
  /** What varnishd printed so far. */
  readonly log: () => string;
  /** Resolves when varnishd exits, whether `stop()` ended it or not. */
  readonly exited: Promise<void>;
  /** Stops varnishd and removes its folder; resolves once nothing of it runs. */
  readonly stop: () => Promise<void>;
}

const listening = (host: string, port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The Varnish edge (docs/decisions/051) in the foreground, with its VCL and working
 * folder in a temp folder: one listener per app, named like the app, in front of the
 * origins given. Resolves when every listener accepts; prints one line per listener.
 */
export async function startEdge({
  origins,
  ports = Object.fromEntries(appNames.map((app) => [app, portOf(app)])) as Record<AppName, number>,
  host = '',
  probePath,
  memory = '256m',
  varnishd = varnishdPath(),
  print = console.log,
}: StartEdgeOptions): Promise<RunningEdge> {
  const vcl = edgeVcl({ origins, probePath });
  const dir = mkdtempSync(path.join(tmpdir(), 'isarlicht-edge-'));
  // As root varnishd runs its cache process and the VCL compiler as its own users: they must reach the folder.
  chmodSync(dir, 0o755);
  const vclFile = path.join(dir, 'edge.vcl');
  writeFileSync(vclFile, vcl, { mode: 0o644 });
  const workDir = path.join(dir, 'varnish');
  const listeners = appNames.flatMap((app) => ['-a', `${edgeListenerName(app)}=${host}:${ports[app]}`]);
  const args = ['-F', '-n', workDir, '-f', vclFile, ...listeners, '-s', `malloc,${memory}`, '-p', 'http_gzip_support=off'];

  const child = spawn(varnishd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    child.once('close', () => resolve());
    // No varnishd where it was looked for: nothing started, nothing to wait for.
    child.once('error', (error) => {
      output += error.message;
      resolve();
    });
  });
  const cacheProcess = () => Number(/Child \((\d+)\) Started/.exec(output)?.[1] ?? 0);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    // The manager stops its cache process; should it have died first, the cache process is ended here.
    if (cacheProcess() !== 0 && alive(cacheProcess())) process.kill(cacheProcess(), 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };

  // The manager binds every listener before it starts the cache process, and exits if one is taken.
  const shown = host === '' ? '127.0.0.1' : host;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.pid === undefined) {
      await stop();
      throw new Error(`varnishd (${varnishd}) exited with ${child.exitCode}:\n${output}`);
    }
    if (/said Child starts/.test(output) && (await Promise.all(appNames.map((app) => listening(shown, ports[app])))).every(Boolean)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not start within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const urls = Object.fromEntries(appNames.map((app) => [app, `http://${shown}:${ports[app]}`])) as Record<AppName, string>;
  for (const app of appNames) print(`[edge] varnish pid ${child.pid} ${urls[app]} (${app})`);
  return { pid: child.pid, urls, workDir, vcl, log: () => output, exited, stop };
}
