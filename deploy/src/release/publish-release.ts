import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { filesOf, releaseIdOf } from './release-id';

export const releasesFolder = (target: string): string => path.join(target, 'releases');
export const releaseFolder = (target: string, id: string): string => path.join(releasesFolder(target), id);

/**
 * Copies a build into `<target>/releases/<id>/`. The folder appears in one rename, so a
 * visitor never loads from a half-copied release; a release folder is never written
 * again (its id contains the content hash, so the same id means the same files).
 */
export function publishRelease(dist: string, target: string): { readonly id: string; readonly created: boolean } {
  const id = releaseIdOf(dist);
  const folder = releaseFolder(target, id);
  if (existsSync(folder)) return { id, created: false };
  const incoming = path.join(releasesFolder(target), `.incoming-${id}-${process.pid}`);
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(incoming, { recursive: true });
  for (const file of filesOf(dist)) {
    mkdirSync(path.dirname(path.join(incoming, file)), { recursive: true });
    cpSync(path.join(dist, file), path.join(incoming, file));
  }
  renameSync(incoming, folder);
  return { id, created: true };
}
