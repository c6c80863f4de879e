import path from 'node:path';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { folderPages } from '../store/folder-pages';
import { folderStore } from '../store/folder-store';
import type { PageStore } from '../store/page-store';
import type { ReleaseStore } from '../store/release-store';
import { siteStoreFromEnv } from '../store/store-from-env';
import { defaultDeployTarget } from './deploy-target';

export interface CommandStore {
  readonly store: ReleaseStore;
  /** The remote's deploy folder, which the site serves; null where the store is no folder (S3). */
  readonly folder: string | null;
  /** Where the site's prerendered pages are kept; null for a `--target` the site is not served from (its pages are not rendered). */
  readonly pages: PageStore | null;
}

/**
 * The store a release command works on. `--target <dir>` is a folder store of that
 * folder, the other remotes beside it (their live pointers are what the page guards
 * compare with), as `npm start` lays them out. Without it, `RELEASE_STORE` names the
 * store, and today's `.deploy/<remote>` (or `DEPLOY_ROOT`) when it is unset. The pages
 * of the folders `npm start` serves are the shell's build; any other store keeps them
 * under `shell/` (docs/decisions/050).
 */
export function commandStore(remote: RemoteName, target: string | undefined, repoRoot: string, env = process.env): CommandStore {
  const servedRoot = path.dirname(defaultDeployTarget(repoRoot, remote, env));
  const shellBuild = path.join(repoRoot, 'shell', 'dist');
  if (target !== undefined) {
    const targetOf = (name: RemoteName) => (name === remote ? target : path.join(path.dirname(target), name));
    const served = path.resolve(path.dirname(target)) === path.resolve(servedRoot);
    return { store: folderStore({ targetOf, location: target }), folder: target, pages: served ? folderPages(shellBuild) : null };
  }
  const { releases, pages } = siteStoreFromEnv(env, { root: servedRoot, pages: shellBuild });
  // A folder store's location is its root, an S3 store's its s3:// address.
  return { store: releases, folder: releases.location.startsWith('s3://') ? null : path.join(releases.location, remote), pages };
}
