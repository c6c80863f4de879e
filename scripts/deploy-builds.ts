import path from 'node:path';
import { defaultDeployTarget, folderStore, liveReleaseId, releaseIdOf, type ReleaseStore } from '@isarlicht/deploy';
import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { appDir, repoRoot } from './build-apps';

export const deployTargetOf = (remote: RemoteName): string => defaultDeployTarget(repoRoot, remote);

/** The folders `npm start` serves, whatever RELEASE_STORE says: this checkout's builds are served from this machine. */
const servedFolders = (): ReleaseStore => folderStore({ targetOf: deployTargetOf, location: path.dirname(deployTargetOf(remoteNames[0])) });

/**
 * Publishes each remote's build as a release in the folder its origin serves (or in
 * `store`) and makes it live, unless it already is (docs/decisions/013), through the
 * release store the deploy commands use (docs/decisions/048). A release deployed by
 * hand stays published, but `npm start` serves this checkout's builds.
 */
export async function deployBuilds(store: ReleaseStore = servedFolders()): Promise<void> {
  for (const remote of remoteNames) {
    const dist = path.join(appDir(remote), 'dist');
    const id = releaseIdOf(dist);
    const live = await store.readPointer(remote);
    if (live?.releaseId === id) continue;
    await store.putRelease(remote, id, dist);
    await store.switchPointer(remote, id, live?.version ?? null);
    console.log(`[deploy] ${remote}: ${id} is live`);
  }
}

/** The live release of every remote, so the prerender knows when what it rendered from changed. */
export const liveReleases = (): readonly (string | null)[] => remoteNames.map((remote) => liveReleaseId(deployTargetOf(remote)));
