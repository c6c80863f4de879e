import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';

const run = promisify(execFile);
export const repoRoot = path.resolve(__dirname, '..', '..');

/** What a remote's deploy rewrites beside the shell's build: prerendered pages, the sitemap and their record. */
const isPrerenderOutput = (file: string): boolean =>
  (file.endsWith('.html') && file !== 'app.html') || file === 'sitemap.xml' || path.basename(file).startsWith('.');

/** Hash of the shell's build (scripts, styles, app.html, assets) under a folder: proof that a deployment left it alone. */
export function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (relative: string): void => {
    for (const name of readdirSync(path.join(dir, relative)).sort()) {
      const file = path.join(relative, name);
      if (statSync(path.join(dir, file)).isDirectory()) walk(file);
      else if (!isPrerenderOutput(file)) hash.update(file).update(readFileSync(path.join(dir, file)));
    }
  };
  walk('');
  return hash.digest('hex');
}

/** A fresh copy of a slice's sources beside the slices (git-ignored), so it resolves the same packages. */
function copyOfSlice(remote: RemoteName): string {
  const copy = path.join(repoRoot, `.redeploy-mfe-${remote}`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(path.join(repoRoot, `mfe-${remote}`), copy, { recursive: true, filter: (source) => !/[\\/](dist|node_modules)$/.test(source) });
  return copy;
}

/**
 * A copy of a slice with one text changed, built for production with the slice's own
 * webpack config: a new release of that remote, as its team would build it. The copy
 * sits beside the slices (git-ignored), so it resolves the same packages.
 */
export async function buildChangedSlice(remote: RemoteName, file: string, from: string, to: string): Promise<string> {
  const copy = copyOfSlice(remote);
  const source = readFileSync(path.join(copy, file), 'utf8');
  if (!source.includes(from)) throw new Error(`${file} of mfe-${remote} no longer contains "${from}"`);
  writeFileSync(path.join(copy, file), source.replace(from, to));
  await run('npx', ['webpack', '--mode', 'production'], { cwd: copy, env: { ...process.env, NODE_OPTIONS: '--import=tsx' } });
  return path.join(copy, 'dist');
}

/**
 * A copy of a slice with a page added by its generator (`npm run new-page`), built for
 * production: the release a team ships a new page with.
 */
export async function buildSliceWithNewPage(remote: RemoteName, address: string, title: string, oldAddress?: string): Promise<string> {
  const copy = copyOfSlice(remote);
  await run('npm', ['run', 'new-page', '--silent', '--', '--path', address, '--title', title], { cwd: copy });
  if (oldAddress !== undefined) {
    // As a team declares one: the generated entry is the manifest's last.
    const manifest = path.join(copy, 'src', 'pages.ts');
    const source = readFileSync(manifest, 'utf8');
    const at = source.lastIndexOf('sitemap: true');
    writeFileSync(
      manifest,
      `${source.slice(0, at)}sitemap: true, redirects: [{ from: '${oldAddress}' }]${source.slice(at + 'sitemap: true'.length)}`,
    );
  }
  await run('npx', ['webpack', '--mode', 'production'], { cwd: copy, env: { ...process.env, NODE_OPTIONS: '--import=tsx' } });
  return path.join(copy, 'dist');
}

/** The slice's documented deploy commands (`npm run deploy|rollback -w mfe-<name> -- …`). */
export async function sliceCommand(
  remote: RemoteName,
  script: 'deploy' | 'rollback',
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<string> {
  const { stdout } = await run('npm', ['run', script, '--silent', '-w', `mfe-${remote}`, '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  return stdout;
}
