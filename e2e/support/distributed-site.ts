import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appNames, type AppName } from '@isarlicht/tooling/ports';
import { requireCeph } from './ceph-gateway';
import { freePort } from './free-port';
import { storeEnvOfReadyLine } from './site-topology';
import { requireVarnish } from './varnish';

const repoRoot = path.resolve(__dirname, '..', '..');

export interface DistributedSite {
  /** The edge's listener per app (`http://127.0.0.1:<port>`). */
  readonly edge: Readonly<Record<AppName, string>>;
  /** varnishd's working folder, for `varnishadm -n`. */
  readonly edgeWorkDir: string;
  /** The origins' pids by name (`origin-1`, `origin-2`). */
  readonly origins: Readonly<Record<string, number>>;
  /** The store variables of a slice's deploy, as the ready line prints them. */
  readonly storeEnv: Readonly<Record<string, string>>;
  /** SIGTERM to the command; resolves once it stopped everything it started. */
  readonly stop: () => Promise<void>;
}

/** varnishd's `-n` folder, from its command line. */
const workDirOf = (pid: number): string => {
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  const at = args.indexOf('-n');
  if (at < 0) throw new Error(`varnishd ${pid} runs without -n: ${args.join(' ')}`);
  return args[at + 1] ?? '';
};

/**
 * `npm run start:distributed -- --no-build` (the Ceph gateway, two origins, the
 * Varnish edge) on free ports, as a child process with Node and tsx (no npm in
 * between, so SIGTERM reaches the command itself). Needs the build, and runs only in a
 * test tagged `@store` and `@varnish`.
 */
export async function startDistributedSite(): Promise<DistributedSite> {
  requireCeph();
  requireVarnish();
  const ports = {} as Record<AppName, number>;
  for (const app of appNames) ports[app] = await freePort();
  const env = {
    ...process.env,
    ...Object.fromEntries(appNames.map((app) => [`${app.toUpperCase()}_PORT`, String(ports[app])])),
    CALL_ANALYTICS_PORT: String(await freePort()),
  };
  const args = ['--import', 'tsx', path.join('scripts', 'distributed', 'start-distributed.ts'), '--no-build'];
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let output = '';
  const ready = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`start:distributed did not serve in 3 minutes:\n${output}`)), 180_000);
    void exited.then(() => reject(new Error(`start:distributed ended before it served:\n${output}`)));
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const line = /^\[distributed\] ready: .*$/m.exec(output)?.[0];
      if (line === undefined) return;
      clearTimeout(timer);
      resolve(line);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
  const edgePid = Number(/^\[distributed\] edge varnish pid (\d+)/m.exec(output)?.[1]);
  const origins = Object.fromEntries(
    [...output.matchAll(/^\[distributed\] (origin-\d+) pid (\d+)/gm)].map(([, name = '', pid]) => [name, Number(pid)]),
  );
  return {
    edge: Object.fromEntries(appNames.map((app) => [app, `http://127.0.0.1:${ports[app]}`])) as Record<AppName, string>,
    edgeWorkDir: workDirOf(edgePid),
    origins,
    storeEnv: storeEnvOfReadyLine(ready),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
