import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteReleaseOf } from '@isarlicht/contracts/deployment/remote-release';
import { filesOf } from './plain-files';
import { checkedCommit, checkedVersion } from './release-names';

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
 * never share a folder, even from the same commit. Version and commit are the
 * manifest's, so each is checked before it becomes part of a path.
 */
export function releaseIdOf(dist: string): string {
  const manifest = path.join(dist, 'mf-manifest.json');
  const release = remoteReleaseOf(JSON.parse(readFileSync(manifest, 'utf8')));
  if (release === null)
    throw new Error(`${dist}/mf-manifest.json names no version and commit: build the remote with the project's webpack config`);
  return `${checkedVersion(release.version, manifest)}-${checkedCommit(release.commit, manifest)}-${contentHashOf(dist).slice(0, 10)}`;
}
