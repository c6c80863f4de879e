import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { remoteReleaseOf } from '@isarlicht/contracts';

/** Every file of a build, sorted, relative with `/` (dotfiles are build stamps, not part of it). */
export function filesOf(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix))
    .filter((name) => !name.startsWith('.'))
    .sort()
    .flatMap((name) => {
      const relative = prefix === '' ? name : `${prefix}/${name}`;
      return statSync(path.join(dir, relative)).isDirectory() ? filesOf(dir, relative) : [relative];
    });
}

export function contentHashOf(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dir))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)));
  return hash.digest('hex');
}

/**
 * `<version>-<commit>-<content hash>`: readable in a listing, and two different builds
 * never share a folder, even from the same commit.
 */
export function releaseIdOf(dist: string): string {
  const release = remoteReleaseOf(JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')));
  if (release === null)
    throw new Error(`${dist}/mf-manifest.json names no version and commit: build the remote with the project's webpack config`);
  return `${release.version}-${release.commit}-${contentHashOf(dist).slice(0, 10)}`;
}
