import path from 'node:path';
import type { RemoteName } from '@isarlicht/contracts';
import { folderStore } from '../store/folder-store';
import type { ReleaseStore } from '../store/release-store';
import { storeFromEnv } from '../store/store-from-env';
import { defaultDeployTarget } from './deploy-target';

export interface CommandStore {
  readonly store: ReleaseStore;
  /** The remote's deploy folder, which the site serves; null where the store is no folder (S3). */
  readonly folder: string | null;
}

/**
 * The store a release command works on. `--target <dir>` is a folder store of that
 * folder, the other remotes beside it (their live pointers are what the page guards
 * compare with), as `npm start` lays them out. Without it, `RELEASE_STORE` names the
 * store, and today's `.deploy/<remote>` (or `DEPLOY_ROOT`) when it is unset.
 */
export function commandStore(remote: RemoteName, target: string | undefined, repoRoot: string, env = process.env): CommandStore {
  if (target !== undefined) {
    const targetOf = (name: RemoteName) => (name === remote ? target : path.join(path.dirname(target), name));
    return { store: folderStore({ targetOf, location: target }), folder: target };
  }
  const store = storeFromEnv(env, { root: path.dirname(defaultDeployTarget(repoRoot, remote, env)) });
  // A folder store's location is its root, an S3 store's its s3:// address.
  return { store, folder: store.location.startsWith('s3://') ? null : path.join(store.location, remote) };
}
