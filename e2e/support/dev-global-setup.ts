import { spawn } from 'node:child_process';
import { mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appNames } from '@isarlicht/tooling/ports';
import { useResolvedBrowser } from './browser';
import { outputDirOf } from './output-dirs';
import { originOf } from './site';

export const devPidFile = path.join(outputDirOf('dev'), 'dev-servers.pid');
const repoRoot = path.resolve(__dirname, '..', '..');

async function waitFor(url: string, deadline: number): Promise<void> {
  while (
    !(await fetch(url).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer; see test-results/dev/dev-servers.log`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Starts `npm run dev` (the five webpack dev servers, dev dashboard on) as a team member would. */
export default async function devGlobalSetup(): Promise<void> {
  const logPath = path.join(outputDirOf('dev'), 'dev-servers.log');
  mkdirSync(path.dirname(logPath), { recursive: true });
  await useResolvedBrowser();
  const log = openSync(logPath, 'w');
  const servers = spawn('npm', ['run', 'dev'], { cwd: repoRoot, detached: true, stdio: ['ignore', log, log], env: process.env });
  if (servers.pid === undefined) throw new Error('npm run dev did not start');
  writeFileSync(devPidFile, String(servers.pid));
  const deadline = Date.now() + 10 * 60_000;
  await Promise.all(appNames.map((app) => waitFor(`${originOf(app)}/${app === 'shell' ? 'remotes.json' : 'mf-manifest.json'}`, deadline)));
}
