import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteNames, type RemoteName } from '@isarlicht/contracts';
import { defaultDeployTarget } from './deploy-target';
import { deployRefusals, liveManifestsBeside, pageShapeReport, shellPageShape } from './page-guards';
import { readPageRecord } from './page-record';
import { publishRelease } from './publish-release';
import { releasesFolder } from './release-names';
import { deploymentHistory, liveReleaseId, previousReleaseId, switchRelease } from './switch-release';

const usage = `Deploys one remote as an immutable release and switches its live manifest (docs/decisions/013).

  npm run deploy -w mfe-<name> -- [--target <dir>] [--from <dist>]   publish the build, make it live and prerender its pages
  npm run rollback -w mfe-<name> -- [--target <dir>] [--release <id>] switch back (default: the release live before)
  npm run releases -w mfe-<name> -- [--target <dir>]                  list the published releases

--target defaults to .deploy/<name> in the repository (what npm start serves); --from to the remote's dist.`;

export function fail(message: string): never {
  console.error(`[deploy] ${message}\n\n${usage}`);
  process.exit(2);
}

/** What a command switched: the remote, its deploy folder, and the release live before and after (null: none). */
export interface ReleaseSwitch {
  readonly remote: RemoteName;
  readonly target: string;
  readonly before: string | null;
  readonly after: string | null;
}

/** `deploy`, `rollback` or `list` of one remote, from its command line; returns what was switched (null for `list`). */
export function releaseCommand(argv: readonly string[], repoRoot: string): ReleaseSwitch | null {
  // npm runs workspace scripts inside the workspace; paths on the command line are meant from where npm was called.
  const fromCaller = (value: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), value);
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { app: { type: 'string' }, target: { type: 'string' }, from: { type: 'string' }, release: { type: 'string' } },
  });
  const [command] = positionals;
  const remote = remoteNames.find((name) => name === values.app);
  if (remote === undefined) fail(`--app must be one of ${remoteNames.join(', ')}`);
  const target = values.target === undefined ? defaultDeployTarget(repoRoot, remote) : fromCaller(values.target);
  const before = liveReleaseId(target);

  if (command === 'deploy') {
    const started = Date.now();
    const from = values.from === undefined ? path.join(repoRoot, `mfe-${remote}`, 'dist') : fromCaller(values.from);
    if (!existsSync(path.join(from, 'mf-manifest.json'))) fail(`${from} holds no build: run npm run build -w mfe-${remote} first`);
    const built: unknown = JSON.parse(readFileSync(path.join(from, 'mf-manifest.json'), 'utf8'));
    // The shell build this checkout serves: a remote may go live beside an older one.
    const shellShape = shellPageShape(path.join(repoRoot, 'shell', 'dist'));
    const shapeReport = shellShape === null ? null : pageShapeReport(remote, built, shellShape);
    // What the live site serves, by the prerender's record beside the shell build (none where it is not prerendered).
    const record = readPageRecord(path.join(repoRoot, 'shell', 'dist'));
    const refusals = deployRefusals(remote, built, liveManifestsBeside(target), shapeReport, record);
    if (refusals.length > 0) fail(`refused, nothing was switched:\n  ${refusals.join('\n  ')}`);
    const unread = shapeReport?.unread ?? [];
    if (unread.length > 0)
      console.log(`[deploy] the live shell was built before these fields and leaves them unused until it is rebuilt: ${unread.join(', ')}`);
    const { id, created } = publishRelease(from, target);
    switchRelease(target, id);
    console.log(`[deploy] ${remote}: ${created ? 'published' : 'already published'} ${id}, live in ${Date.now() - started} ms (${target})`);
    return { remote, target, before, after: id };
  }
  if (command === 'rollback') {
    const id = values.release ?? previousReleaseId(target);
    if (id === null) fail(`${target} has no earlier release to switch back to`);
    switchRelease(target, id);
    console.log(`[deploy] ${remote}: switched back to ${id}`);
    return { remote, target, before, after: id };
  }
  if (command === 'list') {
    const folders = existsSync(releasesFolder(target)) ? readdirSync(releasesFolder(target)).filter((name) => !name.startsWith('.')) : [];
    const switched = new Map(deploymentHistory(target).map((entry) => [entry.id, entry.deployedAt]));
    for (const id of folders.sort()) console.log(`${id === before ? '*' : ' '} ${id}  ${switched.get(id) ?? 'never live'}`);
    return null;
  }
  return fail(`unknown command "${command ?? ''}"`);
}
