import { remoteReleaseOf } from '@isarlicht/contracts/deployment/remote-release';
import type { Deployment, LivePointer } from './release-store';

/**
 * The history as recorded, completed by the live pointer's own record: the pointer is
 * written before its history entry, so a deploy stopped between the two leaves the
 * pointer right and the entry missing, and the pointer says what it was.
 */
export function completedHistory(recorded: readonly Deployment[], live: LivePointer | null): readonly Deployment[] {
  const deployment = live === null ? null : (remoteReleaseOf(live.manifest)?.deployment ?? null);
  if (deployment === null || recorded.some((entry) => entry.id === deployment.id && entry.deployedAt === deployment.deployedAt))
    return recorded;
  return [...recorded, deployment];
}
