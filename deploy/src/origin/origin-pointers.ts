import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { contentValidator } from '../http/content-validator';
import type { ReleaseStore } from '../store/release-store';
import type { StoreMirror } from '../store/store-mirror';
import type { Outcome, StoreFreshness } from './store-freshness';

export interface OriginPointers {
  /** Revalidates a remote's pointer with the store; a new one goes live in the mirror only once its release is there. */
  readonly refresh: (remote: RemoteName) => Promise<Outcome>;
  /** The release the origin serves for a remote, or null where it has no pointer. */
  readonly live: (remote: RemoteName) => string | null;
  /** The pointer the origin serves, parsed (what the shell's page list and redirects are read from). */
  readonly manifest: (remote: RemoteName) => Promise<unknown>;
  /** The validator of the pointer the origin serves, from its bytes: the same on every origin (docs/decisions/063). */
  readonly validator: (remote: RemoteName) => string | undefined;
}

/** The remotes' live pointers as an origin mirrors them (docs/decisions/050). */
export function originPointers(store: ReleaseStore, mirror: StoreMirror, freshness: StoreFreshness): OriginPointers {
  const known = new Map<RemoteName, { readonly version: string; readonly release: string | null; readonly validator: string }>();
  const fileOf = (remote: RemoteName) => path.join(mirror.folderOf(remote), 'mf-manifest.json');
  const refresh = (remote: RemoteName) =>
    freshness.revalidate(`${remote}/mf-manifest.json`, async () => {
      const answer = await store.revalidatePointer(remote, known.get(remote)?.version ?? null);
      if (answer.state === 'unchanged') return;
      if (answer.state === 'missing') {
        await rm(fileOf(remote), { force: true });
        known.delete(remote);
        return;
      }
      // Throws, keeping the pointer served until now, when the release cannot be fetched whole.
      await mirror.putPointer(remote, answer);
      known.set(remote, { version: answer.pointer.version, release: answer.pointer.releaseId, validator: contentValidator(answer.body) });
    });
  return {
    refresh,
    live: (remote) => known.get(remote)?.release ?? null,
    validator: (remote) => known.get(remote)?.validator,
    async manifest(remote) {
      await refresh(remote);
      return JSON.parse(await readFile(fileOf(remote), 'utf8')) as unknown;
    },
  };
}
