import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What a remote's manifest says about the build it describes (see docs/decisions/013). */
export interface BuildRelease {
  /** `version` of the slice's package.json. */
  readonly version: string;
  /** Short git commit of the checkout, `-dirty` when the slice or shared has uncommitted changes, `unknown` outside git. */
  readonly commit: string;
}

function git(dir: string, args: readonly string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** The commit a build comes from; a build of uncommitted files must not pass for that commit. */
export function commitOf(dir: string): string {
  try {
    const commit = git(dir, ['rev-parse', '--short=10', 'HEAD']);
    const root = git(dir, ['rev-parse', '--show-toplevel']);
    const dirty = git(root, ['status', '--porcelain', '--', path.relative(root, dir) || '.', 'shared', 'package-lock.json']) !== '';
    return dirty ? `${commit}-dirty` : commit;
  } catch {
    return 'unknown';
  }
}

export function buildReleaseOf(dir: string): BuildRelease {
  const pkg: unknown = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const version = typeof pkg === 'object' && pkg !== null && 'version' in pkg && typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  return { version, commit: commitOf(dir) };
}
