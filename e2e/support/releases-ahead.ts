import { spawn } from 'node:child_process';
import { openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { outputDirOf } from './output-dirs';
import { stopGroupOf } from './process-group';
import { repoRoot } from './slice-release';

const pidFile = path.join(outputDirOf('main'), 'releases-ahead.pid');

/**
 * Starts the builds of the redeploy project's releases (`build-releases-ahead.ts`) in a
 * session of their own, so they build while the other tests run instead of after them:
 * the redeploy project runs last and alone (docs/decisions/073).
 */
export function startReleaseBuildsAhead(): void {
  const log = openSync(path.join(outputDirOf('main'), 'releases-ahead.log'), 'w');
  const builder = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'build-releases-ahead.ts')], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', log, log],
  });
  if (builder.pid === undefined) throw new Error('the release builds ahead did not start');
  writeFileSync(pidFile, String(builder.pid));
  builder.unref();
}

/** Ends builds still going (a run whose tests needed none of them): their locks are taken over by the next run. */
export const stopReleaseBuildsAhead = (): void => stopGroupOf(pidFile);
