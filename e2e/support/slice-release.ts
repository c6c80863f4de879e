import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
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
