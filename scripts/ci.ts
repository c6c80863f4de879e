import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot, workspaceOf } from './build-apps';
import { affectedBy, e2eGrep, isSlice, remoteSlices, type RemoteSlice } from './ci/slices';

/**
 * `npm run ci -- <slice> …` runs the pipeline of team slices (docs/decisions/024):
 * their type-check and Jest (with their contract checks) and production build through
 * the task graph, the other apps' builds from the cache (or built once), then the e2e
 * tests tagged with the slices plus the shell's `@smoke` set against the composed site.
 * `shell` (or `all`) is the platform: it runs everything `npm test` runs.
 * `npm run ci -- --affected [--base <ref>]` picks the slices from the files changed
 * since the base (default: the merge base with main, else HEAD~1).
 */
const turboBin = path.join(repoRoot, 'node_modules', '.bin', 'turbo');

const usage = 'usage: npm run ci -- <shell|marketing|references|consent|devtools|all> … | --affected [--base <ref>]';

const git = (args: readonly string[]): string =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

function defaultBase(): string {
  try {
    return git(['merge-base', 'HEAD', 'main']);
  } catch {
    return 'HEAD~1';
  }
}

/** Committed changes since the base and what is changed or new in the working tree. */
function changedFiles(base: string): string[] {
  const lines = (text: string) => text.split('\n').filter((line) => line !== '');
  return [...new Set([...lines(git(['diff', '--name-only', base])), ...lines(git(['ls-files', '--others', '--exclude-standard']))])];
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

function run(label: string, command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): void {
  const started = Date.now();
  console.log(
    `\n[ci] ${label}: ${Object.entries(env)
      .map(([name, value]) => `${name}=${value ?? ''} `)
      .join('')}${command} ${args.join(' ')}`,
  );
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`[ci] ${label} failed`);
  console.log(`[ci] ${label}: passed in ${seconds(started)}`);
}

const step = (label: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): void => run(label, turboBin, args, env);

function runSlices(chosen: readonly RemoteSlice[]): void {
  const filters = chosen.map((slice) => `--filter=${workspaceOf(slice)}`);
  console.log(`[ci] pipeline of ${chosen.join(', ')} (the other slices as they are built)`);
  const started = Date.now();
  step('type-check, lint, Jest and build of the slice', [
    'run',
    'typecheck',
    'lint',
    'test',
    'build',
    ...filters,
    '--concurrency=2',
    '--continue=dependencies-successful',
  ]);
  // The e2e runs depend on all five builds in the graph: the other slices come from the
  // cache or are built once; an unchanged site and grep answer from the cache.
  step('e2e', ['run', 'e2e', '--filter=e2e', '--concurrency=1'], { E2E_GREP: e2eGrep(chosen) });
  if (chosen.includes('devtools')) step('e2e (dev mode)', ['run', 'test:dev', '--filter=e2e', '--concurrency=1']);
  console.log(`\n[ci] ${chosen.join(', ')}: passed in ${seconds(started)}`);
}

function main(args: readonly string[]): void {
  let chosen: string[];
  if (args[0] === '--affected') {
    const baseAt = args.indexOf('--base');
    const base = baseAt === -1 ? defaultBase() : args[baseAt + 1];
    if (base === undefined) throw new Error(usage);
    const affected = affectedBy(changedFiles(base));
    if (affected.kind === 'none') {
      console.log(`[ci] nothing but documentation changed since ${base}: no pipeline to run`);
      return;
    }
    if (affected.kind === 'all')
      console.log(`[ci] ${affected.because} changed since ${base}: it is shared by every slice, so every pipeline runs`);
    chosen = affected.kind === 'all' ? ['all'] : [...affected.slices];
  } else {
    chosen = [...args];
  }
  if (chosen.length === 0 || chosen.some((name) => name !== 'all' && !isSlice(name))) throw new Error(usage);
  if (chosen.includes('all') || chosen.includes('shell')) {
    run('every slice', 'npm', ['test']);
    return;
  }
  runSlices(remoteSlices.filter((slice) => chosen.includes(slice)));
}

try {
  main(process.argv.slice(2));
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
