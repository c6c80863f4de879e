import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { releaseFolder } from '../release/release-names';
import { ReleaseStoreError, type ReleaseStore, type StoredPointer } from './release-store';
import { pointerFiles } from './pointer-files';

/** Downloads in flight at once per release. */
const parallelReads = 8;

export interface StoreMirror {
  /** `<root>/<remote>`: the live pointer and the mirrored releases, laid out as a folder store (what an origin serves). */
  readonly folderOf: (remote: RemoteName) => string;
  /** Whether a release is complete in the mirror. */
  readonly hasRelease: (remote: RemoteName, id: string) => boolean;
  /**
   * Copies a published release into the mirror: every file into a temp folder, then
   * one rename. Concurrent calls for one release share the copy; a release already
   * there is not read again (its files never change). Marks it as used for the bound.
   */
  readonly fetchRelease: (remote: RemoteName, id: string) => Promise<void>;
  /**
   * Makes a pointer the mirror's live one, only once every file it names is there
   * (fetching its release first): the mirror never names a file it does not hold.
   */
  readonly putPointer: (remote: RemoteName, stored: StoredPointer) => Promise<void>;
}

export interface StoreMirrorOptions {
  /** How many releases of a remote it keeps, the least recently used leaving first (never the live one). */
  readonly maxReleases?: number;
}

/**
 * A local copy of a release store's pointers and releases, which is only a cache:
 * the deploy renders pages from it, an origin serves it (docs/decisions/050).
 */
export function storeMirror(store: ReleaseStore, root: string, { maxReleases = Infinity }: StoreMirrorOptions = {}): StoreMirror {
  const folderOf = (remote: RemoteName) => path.join(root, remote);
  const inFlight = new Map<string, Promise<void>>();
  const used = new Map<RemoteName, Map<string, number>>();
  const live = new Map<RemoteName, string | null>();
  let copies = 0;
  const hasRelease = (remote: RemoteName, id: string) => existsSync(releaseFolder(folderOf(remote), id));

  const markUsed = async (remote: RemoteName, id: string) => {
    const releases = used.get(remote) ?? new Map<string, number>();
    used.set(remote, releases);
    releases.delete(id);
    releases.set(id, Date.now());
    const leaving = [...releases.keys()].filter((other) => other !== live.get(remote)).slice(0, Math.max(0, releases.size - maxReleases));
    for (const other of leaving) {
      releases.delete(other);
      await rm(releaseFolder(folderOf(remote), other), { recursive: true, force: true });
    }
  };

  const copy = async (remote: RemoteName, id: string) => {
    const files = await store.releaseFiles(remote, id);
    const incoming = path.join(folderOf(remote), 'releases', `.incoming-${id}-${++copies}`);
    try {
      for (let start = 0; start < files.length; start += parallelReads) {
        await Promise.all(
          files.slice(start, start + parallelReads).map(async (file) => {
            const target = path.join(incoming, file);
            await mkdir(path.dirname(target), { recursive: true });
            await writeFile(target, await store.readReleaseFile(remote, id, file));
          }),
        );
      }
      await rename(incoming, releaseFolder(folderOf(remote), id));
    } finally {
      await rm(incoming, { recursive: true, force: true });
    }
  };

  const fetchRelease = async (remote: RemoteName, id: string) => {
    const key = `${remote}/${id}`;
    if (!hasRelease(remote, id)) {
      const running = inFlight.get(key) ?? copy(remote, id).finally(() => inFlight.delete(key));
      inFlight.set(key, running);
      await running;
    }
    await markUsed(remote, id);
  };

  return {
    folderOf,
    hasRelease,
    fetchRelease,
    async putPointer(remote, { pointer, body }) {
      if (pointer.releaseId === null) throw new ReleaseStoreError(`the live pointer of ${remote} names no release`);
      await fetchRelease(remote, pointer.releaseId);
      const missing = pointerFiles(pointer.manifest).filter((file) => !existsSync(path.join(folderOf(remote), file)));
      if (missing.length > 0)
        throw new ReleaseStoreError(
          `the live pointer of ${remote} names files its release ${pointer.releaseId} lacks: ${missing.join(', ')}`,
        );
      // A dotfile while it is written: the servers never send one.
      const staged = path.join(folderOf(remote), '.mf-manifest.json.next');
      await writeFile(staged, body);
      await rename(staged, path.join(folderOf(remote), 'mf-manifest.json'));
      live.set(remote, pointer.releaseId);
    },
  };
}
