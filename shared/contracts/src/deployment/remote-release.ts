/**
 * What a remote's live `mf-manifest.json` says about itself: the build (version of
 * its package.json and git commit, written by the build) and the deployment (release
 * folder and switch time, written by the deploy step). See docs/decisions/013.
 */
export interface RemoteRelease {
  readonly version: string;
  readonly commit: string;
  /** Absent for a manifest that was not deployed as a release (a dev server's). */
  readonly deployment: { readonly id: string; readonly deployedAt: string } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Reads the release from a manifest's `metaData`; null when it carries none. */
export function remoteReleaseOf(manifest: unknown): RemoteRelease | null {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return null;
  const { buildInfo, release } = manifest.metaData;
  if (!isRecord(buildInfo)) return null;
  const version = text(buildInfo.buildVersion);
  const commit = text(buildInfo.commit);
  if (version === null || commit === null) return null;
  const id = isRecord(release) ? text(release.id) : null;
  const deployedAt = isRecord(release) ? text(release.deployedAt) : null;
  return { version, commit, deployment: id !== null && deployedAt !== null ? { id, deployedAt } : null };
}
