import { spawn } from 'node:child_process';
import path from 'node:path';
import { appNames, type AppName } from '@isarlicht/tooling/ports';
import { freePort } from './free-port';
import type { OriginSpec } from './origin-process';

const repoRoot = path.resolve(__dirname, '..', '..');

export interface RunningOrigin {
  readonly name: string;
  readonly pid: number;
  /** `http://127.0.0.1:<port>` of each app on this origin. */
  readonly urls: Readonly<Record<AppName, string>>;
  readonly ports: Readonly<Record<AppName, number>>;
  /** SIGKILL, as a machine dies: nothing is closed, connections in flight are cut. */
  readonly kill: () => Promise<void>;
  readonly stop: () => Promise<void>;
}

/**
 * An origin in a process of its own (`origin-process.ts`): today's express servers of
 * every app on free ports, serving `shellRoot` and `deployRoot`, with the deployment
 * configuration from `env` (which names the edge's addresses of the remotes).
 */
export async function startOrigin(
  name: string,
  { shellRoot, deployRoot }: Omit<OriginSpec, 'ports'>,
  env: Readonly<Record<string, string>>,
): Promise<RunningOrigin> {
  const ports = {} as Record<AppName, number>;
  for (const app of appNames) ports[app] = await freePort();
  const spec: OriginSpec = { ports, shellRoot, deployRoot };
  // One node process (tsx as a loader, not its CLI, which would put a second process in between): a kill reaches the servers.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'origin-process.ts'), JSON.stringify(spec)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + 30_000;
  while (!output.includes('[origin] ready')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await end('SIGKILL');
      throw new Error(`${name} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const urls = Object.fromEntries(appNames.map((app) => [app, `http://127.0.0.1:${ports[app]}`])) as Record<AppName, string>;
  return { name, pid: child.pid ?? 0, urls, ports, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
