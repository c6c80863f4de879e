import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file of a build, sorted, relative with `/` (dotfiles are build stamps, not
 * part of it). Read with `lstat`: a release holds regular files and folders only, so
 * a link (to `/root/.env`, or back into the build), a pipe, a socket or a device is
 * refused, naming it, before anything is published (docs/decisions/046).
 */
export function filesOf(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix))
    .filter((name) => !name.startsWith('.'))
    .sort()
    .flatMap((name) => {
      const relative = prefix === '' ? name : `${prefix}/${name}`;
      const entry = lstatSync(path.join(dir, relative));
      if (entry.isSymbolicLink()) throw new Error(`${dir}: ${relative} is a symbolic link; a release holds plain files only`);
      if (entry.isDirectory()) return filesOf(dir, relative);
      if (!entry.isFile()) throw new Error(`${dir}: ${relative} is no plain file or folder; a release holds plain files only`);
      return [relative];
    });
}
