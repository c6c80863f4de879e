import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteNames, type RemoteName } from '@isarlicht/contracts';
import { publishRelease, releasesFolder } from '../src/release/publish-release';
import { deploymentHistory, liveReleaseId, previousReleaseId, switchRelease } from '../src/release/switch-release';
import { defaultDeployTarget } from '../src/release/deploy-target';
import { deployRefusals, liveManifestsBeside } from '../src/release/page-guards';

const usage = `Deploys one remote as an immutable release and switches its live manifest (docs/decisions/013).

  npm run deploy -w mfe-<name> -- [--target <dir>] [--from <dist>]   publish the build and make it live
  npm run rollback -w mfe-<name> -- [--target <dir>] [--release <id>] switch back (default: the release live before)
  npm run releases -w mfe-<name> -- [--target <dir>]                  list the published releases

--target defaults to .deploy/<name> in the repository (what npm start serves); --from to the remote's dist.`;

const repoRoot = path.resolve(__dirname, '..', '..');
// npm runs workspace scripts inside the workspace; paths on the command line are meant from where npm was called.
const fromCaller = (value: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), value);

function fail(message: string): never {
  console.error(`[deploy] ${message}\n\n${usage}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { app: { type: 'string' }, target: { type: 'string' }, from: { type: 'string' }, release: { type: 'string' } },
});
const [command] = positionals;
const app = values.app;
if (app === undefined || !(remoteNames as readonly string[]).includes(app)) fail(`--app must be one of ${remoteNames.join(', ')}`);
const remote = app as RemoteName;
const target = values.target === undefined ? defaultDeployTarget(repoRoot, remote) : fromCaller(values.target);

if (command === 'deploy') {
  const started = Date.now();
  const from = values.from === undefined ? path.join(repoRoot, `mfe-${remote}`, 'dist') : fromCaller(values.from);
  if (!existsSync(path.join(from, 'mf-manifest.json'))) fail(`${from} holds no build: run npm run build -w mfe-${remote} first`);
  const refusals = deployRefusals(
    remote,
    JSON.parse(readFileSync(path.join(from, 'mf-manifest.json'), 'utf8')),
    liveManifestsBeside(target),
  );
  if (refusals.length > 0) fail(`refused, nothing was switched:\n  ${refusals.join('\n  ')}`);
  const { id, created } = publishRelease(from, target);
  switchRelease(target, id);
  console.log(`[deploy] ${remote}: ${created ? 'published' : 'already published'} ${id}, live in ${Date.now() - started} ms (${target})`);
} else if (command === 'rollback') {
  const id = values.release ?? previousReleaseId(target);
  if (id === null) fail(`${target} has no earlier release to switch back to`);
  switchRelease(target, id);
  console.log(`[deploy] ${remote}: switched back to ${id}`);
} else if (command === 'list') {
  const live = liveReleaseId(target);
  const folders = existsSync(releasesFolder(target)) ? readdirSync(releasesFolder(target)).filter((name) => !name.startsWith('.')) : [];
  const switched = new Map(deploymentHistory(target).map((entry) => [entry.id, entry.deployedAt]));
  for (const id of folders.sort()) console.log(`${id === live ? '*' : ' '} ${id}  ${switched.get(id) ?? 'never live'}`);
} else {
  fail(`unknown command "${command ?? ''}"`);
}
