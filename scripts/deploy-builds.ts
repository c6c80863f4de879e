import path from 'node:path';
import { defaultDeployTarget, liveReleaseId, publishRelease, releaseIdOf, switchRelease } from '@isarlicht/deploy';
import { remoteNames, type RemoteName } from '@isarlicht/contracts';
import { appDir, repoRoot } from './build-apps';

export const deployTargetOf = (remote: RemoteName): string => defaultDeployTarget(repoRoot, remote);

/**
 * Publishes each remote's build as a release in the folder its origin serves and makes
 * it live, unless it already is (docs/decisions/013). A release deployed by hand stays
 * published, but `npm start` serves this checkout's builds.
 */
export function deployBuilds(): void {
  for (const remote of remoteNames) {
    const dist = path.join(appDir(remote), 'dist');
    const target = deployTargetOf(remote);
    if (liveReleaseId(target) === releaseIdOf(dist)) continue;
    const { id } = publishRelease(dist, target);
    switchRelease(target, id);
    console.log(`[deploy] ${remote}: ${id} is live`);
  }
}

/** The live release of every remote, so the prerender knows when what it rendered from changed. */
export const liveReleases = (): readonly (string | null)[] => remoteNames.map((remote) => liveReleaseId(deployTargetOf(remote)));
