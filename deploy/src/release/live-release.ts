import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteReleaseOf } from '@isarlicht/contracts/deployment/remote-release';

/** The release a live pointer manifest names, or null for one written before releases had ids. */
export const pointedRelease = (manifest: unknown): string | null => remoteReleaseOf(manifest)?.deployment?.id ?? null;

/**
 * The release live in a remote's deploy folder, read at once: for the build's prerender
 * stamp and for tests, which compare it before and after a command. Deploys read the
 * pointer through the release store, with the version they switch against.
 */
export function liveReleaseId(target: string): string | null {
  const pointer = path.join(target, 'mf-manifest.json');
  return existsSync(pointer) ? pointedRelease(JSON.parse(readFileSync(pointer, 'utf8'))) : null;
}
