import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { withLock } from './folder-lock';
import { repoRoot } from './slice-release';

const run = promisify(execFile);

/** A text of one file changed: the release a team ships a copy edit with. */
interface TextChange {
  readonly kind: 'text';
  readonly file: string;
  readonly from: string;
  readonly to: string;
}

/** A page added by the slice's generator (`npm run new-page`), optionally with its old address. */
interface NewPage {
  readonly kind: 'new-page';
  readonly address: string;
  readonly title: string;
  readonly oldAddress?: string;
}

export interface ReleaseBuild {
  /** The copy's folder beside the slices: `.redeploy-mfe-<name>` (git-ignored). */
  readonly name: string;
  readonly remote: RemoteName;
  readonly change: TextChange | NewPage;
}

/** The releases the redeploy and store suites deploy, each built once per state of the sources. */
export const releaseBuilds = {
  marketingHome: {
    name: 'marketing-home',
    remote: 'marketing',
    change: {
      kind: 'text',
      file: 'src/pages/home/home-page.tsx',
      from: 'Was wir für Sie entwickeln',
      to: 'Was wir für Ihr Unternehmen entwickeln',
    },
  },
  referencesHeading: {
    name: 'references-heading',
    remote: 'references',
    change: {
      kind: 'text',
      file: 'src/pages/references/references-page.tsx',
      from: 'Projekte, die im Betrieb überzeugen',
      to: 'Projekte, die sich im Betrieb bewähren',
    },
  },
  marketingNewPage: {
    name: 'marketing-new-page',
    remote: 'marketing',
    change: { kind: 'new-page', address: '/insights', title: 'Einblicke', oldAddress: '/einblicke' },
  },
} as const satisfies Record<string, ReleaseBuild>;

/** What a slice's production build reads: its sources, the shared packages, the lock file, the commit its manifest names. */
function inputsOf(release: ReleaseBuild): string {
  const listed = execFileSync(
    'git',
    [
      'ls-files',
      '-z',
      '-c',
      '-o',
      '--exclude-standard',
      '--',
      `mfe-${release.remote}`,
      'shared',
      'package-lock.json',
      'tsconfig.json',
      'tsconfig.app.json',
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  const hash = createHash('sha256')
    .update(execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot }))
    .update(JSON.stringify(release));
  for (const file of listed.split('\0').filter(Boolean).sort()) {
    const full = path.join(repoRoot, file);
    if (existsSync(full)) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex');
}

async function applyChange(copy: string, change: TextChange | NewPage): Promise<void> {
  if (change.kind === 'text') {
    const source = readFileSync(path.join(copy, change.file), 'utf8');
    if (!source.includes(change.from)) throw new Error(`${change.file} no longer contains "${change.from}"`);
    writeFileSync(path.join(copy, change.file), source.replace(change.from, change.to));
    return;
  }
  await run('npm', ['run', 'new-page', '--silent', '--', '--path', change.address, '--title', change.title], { cwd: copy });
  if (change.oldAddress === undefined) return;
  // As a team declares one: the generated entry is the manifest's last.
  const manifest = path.join(copy, 'src', 'pages.ts');
  const source = readFileSync(manifest, 'utf8');
  const at = source.lastIndexOf('sitemap: true');
  const redirect = `sitemap: true, redirects: [{ from: '${change.oldAddress}' }]`;
  writeFileSync(manifest, `${source.slice(0, at)}${redirect}${source.slice(at + 'sitemap: true'.length)}`);
}

/**
 * The release's `dist`: a copy of the slice with its change, built for production with
 * the slice's own webpack config, as its team would build it. The copy sits beside the
 * slices, so it resolves the same packages; a copy built from the same inputs is reused,
 * so the redeploy project and the store suite share one build.
 */
async function builtRelease(release: ReleaseBuild): Promise<string> {
  const copy = path.join(repoRoot, `.redeploy-mfe-${release.name}`);
  const stamp = path.join(copy, '.release-inputs');
  const inputs = inputsOf(release);
  const built = () => existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs;
  await withLock(`${copy}.lock`, async () => {
    if (built()) return;
    rmSync(copy, { recursive: true, force: true });
    const source = path.join(repoRoot, `mfe-${release.remote}`);
    cpSync(source, copy, { recursive: true, filter: (file) => !/[\\/](dist|node_modules)$/.test(file) });
    await applyChange(copy, release.change);
    await run('npx', ['webpack', '--mode', 'production'], { cwd: copy, env: { ...process.env, NODE_OPTIONS: '--import=tsx' } });
    writeFileSync(stamp, inputs);
  });
  return path.join(copy, 'dist');
}

const inThisProcess = new Map<string, Promise<string>>();

/** {@link builtRelease}, asked for once per process: a second caller gets the first one's build. */
export function buildRelease(release: ReleaseBuild): Promise<string> {
  const known = inThisProcess.get(release.name);
  if (known !== undefined) return known;
  const building = builtRelease(release);
  inThisProcess.set(release.name, building);
  return building;
}
