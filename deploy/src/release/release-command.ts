import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { readStoredRecord, type PageStore } from '../store/page-store';
import { ReleaseStoreError, type Deployment, type ReleaseStore } from '../store/release-store';
import { commandStore } from './command-store';
import { faultPoint } from './fault-point';
import { deployRefusals, pageShapeReport, shellPageShape } from './page-guards';
import { readPageRecord } from './page-record';
import { releaseIdOf } from './release-id';

const usage = `Deploys one remote as an immutable release and switches its live manifest (docs/decisions/013, 048).

  npm run deploy -w mfe-<name> -- [--target <dir>] [--from <dist>]   publish the build, make it live and prerender its pages
  npm run rollback -w mfe-<name> -- [--target <dir>] [--release <id>] switch back (default: the release live before)
  npm run releases -w mfe-<name> -- [--target <dir>]                  list the published releases

--target defaults to .deploy/<name> in the repository (what npm start serves), or the store RELEASE_STORE names
(file:<dir> or s3://<bucket>/<prefix>), whose shell/ keeps the prerendered pages (docs/distributed.md); --from to
the remote's dist.`;

/**
 * What a command switched: the remote, its deploy folder (null: a store that is no
 * folder), the release live before and after, and the store with its pages (null: a
 * `--target` the site is not served from), which the deploy brings in line after it.
 */
export interface ReleaseSwitch {
  readonly remote: RemoteName;
  readonly target: string | null;
  readonly before: string | null;
  readonly after: string | null;
  readonly store: ReleaseStore;
  readonly pages: PageStore | null;
}

export interface ReleaseCommandOptions {
  /** The store to work on instead of the one `--target` or `RELEASE_STORE` names (with no pages). */
  readonly store?: ReleaseStore;
  /** Ends the command with a message for stderr and a non-zero exit code; a test throws instead. */
  readonly fail?: (message: string, code: number) => never;
}

function exitWith(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

/** The release live before the current one: what a rollback switches back to. */
const previousOf = (history: readonly Deployment[], live: string | null): string | null =>
  history
    .map((entry) => entry.id)
    .filter((id) => id !== live)
    .at(-1) ?? null;

/** The switch with the fault points around it (docs/decisions/050). */
async function switchPointer(store: ReleaseStore, remote: RemoteName, id: string, version: string | null): Promise<void> {
  faultPoint('before-switch');
  await store.switchPointer(remote, id, version);
  faultPoint('after-switch');
}

/**
 * `deploy`, `rollback` or `list` of one remote, from its command line, on a release
 * store; returns what was switched (null for `list`). A store that refuses (the
 * pointer changed underneath, a lease held, a bucket missing) ends it with one line
 * and nothing switched.
 */
export async function releaseCommand(
  argv: readonly string[],
  repoRoot: string,
  options: ReleaseCommandOptions = {},
): Promise<ReleaseSwitch | null> {
  const fail = options.fail ?? exitWith;
  const usageError = (message: string): never => fail(`[deploy] ${message}\n\n${usage}`, 2);
  // npm runs workspace scripts inside the workspace; paths on the command line are meant from where npm was called.
  const fromCaller = (value: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), value);
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { app: { type: 'string' }, target: { type: 'string' }, from: { type: 'string' }, release: { type: 'string' } },
  });
  const [command = ''] = positionals;
  const remote = remoteNames.find((name) => name === values.app);
  if (remote === undefined) return usageError(`--app must be one of ${remoteNames.join(', ')}`);
  if (!['deploy', 'rollback', 'list'].includes(command)) return usageError(`unknown command "${command}"`);
  const target = values.target === undefined ? undefined : fromCaller(values.target);
  const from = values.from === undefined ? path.join(repoRoot, `mfe-${remote}`, 'dist') : fromCaller(values.from);
  if (command === 'deploy' && !existsSync(path.join(from, 'mf-manifest.json')))
    return usageError(`${from} holds no build: run npm run build -w mfe-${remote} first`);
  try {
    const { store, folder, pages } =
      options.store === undefined ? commandStore(remote, target, repoRoot) : { store: options.store, folder: target ?? null, pages: null };
    // The version read here is what the switch compares with: a deploy that went live meanwhile wins, this one is refused.
    const pointer = await store.readPointer(remote);
    const before = pointer?.releaseId ?? null;
    const version = pointer?.version ?? null;

    if (command === 'deploy') {
      const started = Date.now();
      const built: unknown = JSON.parse(readFileSync(path.join(from, 'mf-manifest.json'), 'utf8'));
      // The shell build this checkout serves: a remote may go live beside an older one.
      const shellShape = shellPageShape(path.join(repoRoot, 'shell', 'dist'));
      const shapeReport = shellShape === null ? null : pageShapeReport(remote, built, shellShape);
      // What the live site serves, by the prerender's record in the store (none where it is not prerendered).
      const record = pages === null ? readPageRecord(path.join(repoRoot, 'shell', 'dist')) : ((await readStoredRecord(pages))?.paths ?? []);
      const live = await Promise.all(
        remoteNames.map(async (name) => [name, name === remote ? pointer?.manifest : (await store.readPointer(name))?.manifest] as const),
      );
      const liveManifests = Object.fromEntries(live.filter(([, manifest]) => manifest !== undefined));
      const refusals = deployRefusals(remote, built, liveManifests, shapeReport, record);
      if (refusals.length > 0) return usageError(`refused, nothing was switched:\n  ${refusals.join('\n  ')}`);
      const unread = shapeReport?.unread ?? [];
      if (unread.length > 0)
        console.log(
          `[deploy] the live shell was built before these fields and leaves them unused until it is rebuilt: ${unread.join(', ')}`,
        );
      const id = releaseIdOf(from);
      const { created } = await store.putRelease(remote, id, from, (written) => faultPoint(`upload:${written}`));
      await switchPointer(store, remote, id, version);
      const where = folder ?? store.location;
      console.log(
        `[deploy] ${remote}: ${created ? 'published' : 'already published'} ${id}, live in ${Date.now() - started} ms (${where})`,
      );
      return { remote, target: folder, before, after: id, store, pages };
    }
    if (command === 'rollback') {
      const id = values.release ?? previousOf(await store.history(remote), before);
      if (id === null) return usageError(`${folder ?? store.location} has no earlier release of ${remote} to switch back to`);
      await switchPointer(store, remote, id, version);
      console.log(`[deploy] ${remote}: switched back to ${id}`);
      return { remote, target: folder, before, after: id, store, pages };
    }
    const switched = new Map((await store.history(remote)).map((entry) => [entry.id, entry.deployedAt]));
    for (const id of await store.listReleases(remote))
      console.log(`${id === before ? '*' : ' '} ${id}  ${switched.get(id) ?? 'never live'}`);
    return null;
  } catch (error) {
    if (error instanceof ReleaseStoreError) return fail(`[deploy] ${error.message}`, 1);
    throw error;
  }
}
