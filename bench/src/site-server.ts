import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { appNames, portOf, type AppName } from '@isarlicht/tooling/ports';

export const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * Ports of the bench's own site: 8180–8185 unless `SHELL_PORT`, …, `CALL_ANALYTICS_PORT` say otherwise. Fixed
 * rather than random so that consecutive runs keep the same remote addresses and so
 * the prerender `npm start` did last time (it depends on them).
 */
const benchPorts: Record<AppName, number> = { shell: 8180, marketing: 8181, references: 8182, consent: 8183, devtools: 8184 };

export function benchEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const ports = Object.fromEntries(
    appNames.map((app) => [`${app.toUpperCase()}_PORT`, env[`${app.toUpperCase()}_PORT`] ?? String(benchPorts[app])]),
  );
  // The call-analytics API of `npm start` too: 8085 would collide with a site already running.
  return { ...env, ...ports, CALL_ANALYTICS_PORT: env.CALL_ANALYTICS_PORT ?? '8185' };
}

export interface RunningSite {
  readonly origins: Record<AppName, string>;
  stop(): void;
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

async function waitFor(url: string, deadline: number, logPath: string, running: () => boolean): Promise<void> {
  while (!(await answers(url))) {
    // A failed build ends npm start at once: no reason to wait out the deadline.
    if (!running()) throw new Error(`npm start exited before ${url} answered; see ${logPath}`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer; see ${logPath}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Builds (if stale) and serves the production site as `npm start` does, in its own process group. */
export async function startSite(env: NodeJS.ProcessEnv, logDir: string): Promise<RunningSite> {
  const origins = Object.fromEntries(appNames.map((app) => [app, `http://localhost:${portOf(app, env)}`])) as Record<AppName, string>;
  for (const origin of Object.values(origins)) {
    if (await answers(origin).catch(() => false))
      throw new Error(`${origin} is already in use: stop that server or set SHELL_PORT, MARKETING_PORT, … for the bench`);
  }
  mkdirSync(logDir, { recursive: true });
  const logPath = path.join(logDir, 'server.log');
  const log = openSync(logPath, 'w');
  const server = spawn('npm', ['start'], { cwd: repoRoot, detached: true, stdio: ['ignore', log, log], env });
  const pid = server.pid;
  if (pid === undefined) throw new Error('npm start did not start');
  const stop = () => {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // the group has already exited
    }
  };
  try {
    const deadline = Date.now() + 15 * 60_000;
    const running = () => server.exitCode === null && server.signalCode === null;
    await Promise.all(
      appNames.map((app) =>
        waitFor(`${origins[app]}/${app === 'shell' ? 'remotes.json' : 'mf-manifest.json'}`, deadline, logPath, running),
      ),
    );
  } catch (error) {
    stop();
    throw error;
  }
  return { origins, stop };
}
