import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repositoryRoot } from './collections';

/**
 * `npm run content -- --check` in a process of its own, for a test: Prettier, which gives
 * the modules their form, does not load inside Jest's module sandbox.
 */
export function checkContentModules(): { readonly status: number | null; readonly output: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'cli.ts'), '--check'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
