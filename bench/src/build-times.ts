import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { appNames, type AppName } from '@isarlicht/tooling/ports';
import { repoRoot } from './site-server';

export const workspaceOf = (app: AppName): string => (app === 'shell' ? 'shell' : `mfe-${app}`);

export interface BuildTime {
  readonly app: AppName;
  readonly workspace: string;
  readonly ms: number;
}

/** Wall-clock ms of the app's `npm run build`, its output written to `outDir`. */
function timeBuild(app: AppName, outDir: string, logPath: string, env: NodeJS.ProcessEnv): Promise<number> {
  const log = openSync(logPath, 'w');
  const started = performance.now();
  const build = spawn('npm', ['run', 'build', '-w', workspaceOf(app), '--', '--output-path', outDir], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    env,
  });
  closeSync(log);
  return new Promise((resolve, reject) => {
    build.on('error', reject);
    build.on('exit', (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`the ${app} build failed (${code}); see ${logPath}`)),
    );
  });
}

/**
 * Each app's production build, one after the other so they do not compete for the CPU.
 * Webpack writes into a scratch folder, not `dist`: its `output.clean` would wipe the
 * prerendered pages there, and a build while another site serves `dist` would pull the
 * files from under it. Same command and configuration, so the same work; not through
 * the task runner, whose cache would answer instead of webpack.
 */
export async function measureBuildTimes(workDir: string, env: NodeJS.ProcessEnv): Promise<BuildTime[]> {
  const root = path.join(workDir, 'builds');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const times: BuildTime[] = [];
  for (const app of appNames) {
    console.log(`[bench] build ${app}`);
    const outDir = path.join(root, app);
    times.push({ app, workspace: workspaceOf(app), ms: await timeBuild(app, outDir, path.join(root, `${app}.log`), env) });
    // Only the time is wanted; the log next to it stays for a failed or surprising build.
    rmSync(outDir, { recursive: true, force: true });
  }
  return times;
}
