import { remoteNames } from '@isarlicht/contracts/deployment/remotes';
import { storeMirror, type ReleaseStore } from '@isarlicht/deploy';
import type { DeployFolders } from './prerender-session';

/**
 * The live pointer and release of every remote, copied from a store that is no folder
 * of this machine into `dir`, laid out as deploy folders: what the prerender serves
 * the composed site from (docs/decisions/050).
 */
export async function mirrorLiveReleases(store: ReleaseStore, dir: string): Promise<DeployFolders> {
  const mirror = storeMirror(store, dir);
  await Promise.all(
    remoteNames.map(async (name) => {
      const live = await store.revalidatePointer(name, null);
      if (live.state === 'changed') await mirror.putPointer(name, live);
    }),
  );
  return mirror.folderOf;
}
