import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';

/**
 * The absolute path of the regular file `file` (a decoded request path) names inside
 * `root`, or null: for a dotfile or dot folder, a path outside the root, and any
 * link on the way (its real path is not the path asked for), so a link in a release
 * publishes nothing (docs/decisions/046). Asked per request: releases arrive while the
 * server runs.
 */
export async function plainFileUnder(root: string, file: string): Promise<string | null> {
  if (file.split('/').some((segment) => segment.startsWith('.'))) return null;
  const base = path.resolve(root);
  const wanted = path.resolve(base, `.${file}`);
  const relative = path.relative(base, wanted);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  try {
    const real = await realpath(wanted);
    if (real !== path.join(await realpath(base), relative)) return null;
    return (await lstat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}
