import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../build-apps';

/**
 * `npm run fresh-machine`: the README's quick start as a new user meets it, on the
 * committed state of this repository (docs/decisions/023). A clean clone in a temp
 * folder, `npm install` (`install.sh`), then `npm start` with no `CHROME_PATH` and the
 * machine's own browsers hidden from the resolution, so the prerender must use the
 * Chromium that `npm install` brought. Passes when the pages arrive as complete HTML.
 * `-- --installed <dir>` takes a folder `install.sh` has already filled: CI starts the
 * install before its own (docs/decisions/071).
 *
 * The clone's builds go through this checkout's Turborepo cache: an app whose inputs
 * are byte for byte those `npm test` just built is restored, not built a second time;
 * any other is built as on a new machine (docs/decisions/068).
 */
const pages = ['/', '/services/ai-development', '/references/kiekje', '/software-for/kmu'];
// Ports of its own, so it can run beside a site on the default ones.
const ports = {
  SHELL_PORT: 18080,
  MARKETING_PORT: 18081,
  REFERENCES_PORT: 18082,
  CONSENT_PORT: 18083,
  DEVTOOLS_PORT: 18084,
  CALL_ANALYTICS_PORT: 18085,
};

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

function check(step: string, result: SpawnSyncReturns<string>): string {
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`${step} failed (exit ${String(result.status)}):\n${output.slice(-4000)}`);
  return output;
}

async function waitFor(url: string, deadline: number, log: string): Promise<void> {
  while (
    !(await fetch(url).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer:\n${readFileSync(log, 'utf8').slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The first heading of a page as the server sends it, before any script has run. */
async function rawHeading(url: string): Promise<string> {
  const response = await fetch(url);
  const html = await response.text();
  const heading =
    /<h1[^>]*>(.*?)<\/h1>/s
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? '';
  if (response.status !== 200 || heading === '' || heading.startsWith('Seite nicht gefunden')) {
    throw new Error(`${url}: ${response.status}, no page heading in the served HTML`);
  }
  return heading;
}

/** Stops `npm start` and everything it started, and waits until they are gone. */
async function stopGroup(pid: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(-pid, 'SIGTERM');
  for (let tries = 0; tries < 100 && alive(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The folder `install.sh` filled, from `--installed <dir>`, or null to install here. */
function installedDir(args: readonly string[]): string | null {
  const at = args.indexOf('--installed');
  if (at === -1) return null;
  const dir = args[at + 1];
  if (dir === undefined || !existsSync(path.join(dir, 'install.seconds'))) {
    throw new Error(`--installed ${dir ?? ''}: no finished install there (scripts/fresh-machine/install.sh)`);
  }
  return dir;
}

async function main(): Promise<void> {
  const prepared = installedDir(process.argv.slice(2));
  const dir = prepared ?? mkdtempSync(path.join(tmpdir(), 'isarlicht-fresh-'));
  const site = path.join(dir, 'site');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
    ISARLICHT_IGNORE_SYSTEM_BROWSER: '1',
    TURBO_CACHE_DIR: path.join(repoRoot, '.turbo', 'cache'),
  };
  delete env.CHROME_PATH;
  let server: ReturnType<typeof spawn> | null = null;
  try {
    if (prepared === null) check('npm install', spawnSync('bash', [path.join(__dirname, 'install.sh'), dir], { encoding: 'utf8' }));
    const install = readFileSync(path.join(dir, 'install.log'), 'utf8');
    if (install.includes('EBADENGINE')) throw new Error(`npm install printed an engine warning:\n${install}`);
    const installSeconds = readFileSync(path.join(dir, 'install.seconds'), 'utf8').trim();
    console.log(`[fresh-machine] npm install: ${installSeconds} s${prepared === null ? '' : ' (ahead, beside CI)'}, no engine warning`);

    const started = Date.now();
    const log = path.join(dir, 'start.log');
    server = spawn('npm', ['start'], { cwd: site, env, detached: true, stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')] });
    await waitFor(`http://localhost:${ports.SHELL_PORT}/remotes.json`, Date.now() + 15 * 60_000, log);
    const startLog = readFileSync(log, 'utf8');
    const used = /\[prerender\] (Chromium .*)/.exec(startLog)?.[1] ?? '';
    if (!used.includes('@sparticuz/chromium')) throw new Error(`the prerender did not use the packaged Chromium: "${used}"`);
    const restored = /Cached:\s+(\d+ cached, \d+ total)/.exec(startLog)?.[1] ?? 'no task summary';
    console.log(
      `[fresh-machine] npm start until served: ${seconds(started)} (build tasks from the cache: ${restored}); prerender with ${used}`,
    );

    for (const page of pages)
      console.log(`[fresh-machine] ${page}: <h1> ${await rawHeading(`http://localhost:${ports.SHELL_PORT}${page}`)}`);
  } finally {
    if (server?.pid !== undefined) await stopGroup(server.pid);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
