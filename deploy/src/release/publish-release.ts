import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { filesOf } from './plain-files';
import { releaseIdOf } from './release-id';
import { releaseFolder, releasesFolder } from './release-names';

/**
 * Copies a build into `<target>/releases/<id>/`. The folder appears in one rename, so a
 * visitor never loads from a half-copied release; a release folder is never written
 * again (its id contains the content hash, so the same id means the same files). The
 * id and every file are checked before the first folder is made (docs/decisions/046).
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
    // A plain copy of a plain file (filesOf refused everything else): no link is ever recreated.
    copyFileSync(path.join(dist, file), path.join(incoming, file));
  }
  renameSync(incoming, folder);
  return { id, created: true };
}
