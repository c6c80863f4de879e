import { createHash } from 'node:crypto';
import path from 'node:path';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { pointerManifest, type Json, type JsonObject } from '../release/pointer-manifest';
import { pointedRelease } from '../release/live-release';
import { filesOf } from '../release/plain-files';
import { isReleaseId, releaseFolder, releasesFolder } from '../release/release-names';
import { abandonedCopies, incomingName } from './abandoned-copies';
import { completedHistory } from './deployment-history';
import { nodeDurableFs, type DurableFs } from './durable-fs';
import { appendDurably, replaceDurably } from './durable-write';
import { underLease } from './folder-lease';
import {
  PointerConflictError,
  ReleaseStoreError,
  conflictMessage,
  type Deployment,
  type LivePointer,
  type ReleaseStore,
  type StoredPointer,
} from './release-store';
import { completionFile } from './store-keys';
import { checkedReleaseFile, isReleaseFile, releaseFilesOf } from './store-names';

export interface FolderStoreOptions {
  /** The folder of a remote: `<root>/<remote>` for a store root, or a deploy's `--target`. */
  readonly targetOf: (remote: RemoteName) => string;
  readonly location: string;
  readonly fs?: DurableFs;
}

/** A dotfile, so the static servers never publish the deployment history. */
const historyFileOf = (target: string): string => path.join(target, '.deployments.jsonl');
const leaseFileOf = (target: string): string => path.join(target, '.mf-manifest.lock');
const versionOf = (content: Buffer): string => createHash('sha256').update(content).digest('hex').slice(0, 16);

/** The folders under `root` (itself included), deepest first: the order to sync them in. */
const foldersOf = (files: readonly string[]): string[] =>
  [
    ...new Set([
      '',
      ...files.flatMap((file) =>
        file
          .split('/')
          .slice(0, -1)
          .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
      ),
    ]),
  ].sort((a, b) => b.split('/').length - a.split('/').length || b.localeCompare(a));

/**
 * Today's layout on one machine (ADR 013), made durable: every file and folder is
 * synced before the rename that publishes it, and the folder after it.
 */
export function folderStore({ targetOf, location, fs = nodeDurableFs }: FolderStoreOptions): ReleaseStore {
  const pointerOf = (remote: RemoteName) => path.join(targetOf(remote), completionFile);
  // The release names are checked where every folder deploy checks them (docs/decisions/046).
  const releaseManifestOf = (remote: RemoteName, id: string) => path.join(releaseFolder(targetOf(remote), id), completionFile);

  const storedPointer = async (remote: RemoteName): Promise<StoredPointer | null> => {
    const file = pointerOf(remote);
    if (!(await fs.exists(file))) return null;
    const body = await fs.readFile(file);
    const manifest = JSON.parse(body.toString('utf8')) as JsonObject;
    return { pointer: { manifest, releaseId: pointedRelease(manifest), version: versionOf(body) }, body };
  };
  const readPointer = async (remote: RemoteName): Promise<LivePointer | null> => (await storedPointer(remote))?.pointer ?? null;

  const hasRelease = (remote: RemoteName, id: string) => fs.exists(releaseManifestOf(remote, id));

  return {
    location,
    hasRelease,

    async putRelease(remote, id, dist, written) {
      const folder = releaseFolder(targetOf(remote), id);
      if (await fs.exists(folder)) return { created: false };
      const releases = releasesFolder(targetOf(remote));
      const incoming = path.join(releases, incomingName(id, process.pid));
      const files = releaseFilesOf(filesOf(dist), dist);
      if (!files.includes(completionFile)) throw new ReleaseStoreError(`${dist} holds no ${completionFile}: it is not a build`);
      await fs.mkdir(releases);
      // A deploy killed while it copied left its incoming folder behind; nothing else ever removes it.
      for (const name of abandonedCopies(await fs.readdir(releases))) await fs.remove(path.join(releases, name));
      await fs.fsync(path.dirname(targetOf(remote)));
      await fs.fsync(targetOf(remote));
      await fs.remove(incoming);
      for (const [index, file] of files.entries()) {
        await fs.mkdir(path.dirname(path.join(incoming, file)));
        await fs.writeFile(path.join(incoming, file), await fs.readFile(path.join(dist, file)));
        await fs.fsync(path.join(incoming, file));
        written?.(index + 1, files.length);
      }
      for (const sub of foldersOf(files)) await fs.fsync(path.join(incoming, sub));
      await fs.rename(incoming, folder);
      await fs.fsync(releases);
      return { created: true };
    },

    async listReleases(remote) {
      const releases = releasesFolder(targetOf(remote));
      if (!(await fs.exists(releases))) return [];
      const names = (await fs.readdir(releases)).filter(isReleaseId);
      // As on S3: a release is one whose manifest is there.
      const published = await Promise.all(names.map((name) => hasRelease(remote, name)));
      return names.filter((_, index) => published[index]).sort();
    },

    readPointer,

    async revalidatePointer(remote, known) {
      // The file is small and local: reading it again is the cheap check.
      const stored = await storedPointer(remote);
      if (stored === null) return { state: 'missing' };
      return stored.pointer.version === known ? { state: 'unchanged' } : { state: 'changed', ...stored };
    },

    async releaseFiles(remote, id) {
      if (!(await hasRelease(remote, id))) throw new ReleaseStoreError(`release ${id} is not published in ${targetOf(remote)}`);
      return filesOf(releaseFolder(targetOf(remote), id)).filter(isReleaseFile);
    },

    readReleaseFile: async (remote, id, file) => fs.readFile(path.join(releaseFolder(targetOf(remote), id), checkedReleaseFile(file))),

    async switchPointer(remote, id, expected, deployedAt = new Date().toISOString()) {
      const target = targetOf(remote);
      const releaseManifest = releaseManifestOf(remote, id);
      if (!(await fs.exists(releaseManifest))) throw new ReleaseStoreError(`release ${id} is not published in ${target}`);
      const live = pointerManifest(JSON.parse((await fs.readFile(releaseManifest)).toString('utf8')) as Json, id, deployedAt);
      return underLease(fs, leaseFileOf(target), remote, async (): Promise<Deployment> => {
        const current = await readPointer(remote);
        if ((current?.version ?? null) !== expected)
          throw new PointerConflictError(conflictMessage(remote, { changed: `now ${current?.releaseId ?? 'none'}` }));
        await replaceDurably(fs, pointerOf(remote), `${JSON.stringify(live, null, 2)}\n`);
        await appendDurably(fs, historyFileOf(target), `${JSON.stringify({ id, deployedAt })}\n`);
        return { id, deployedAt };
      });
    },

    async history(remote) {
      const file = historyFileOf(targetOf(remote));
      const recorded = (await fs.exists(file))
        ? (await fs.readFile(file))
            .toString('utf8')
            .split('\n')
            .filter((line) => line.trim() !== '')
            .map((line) => JSON.parse(line) as Deployment)
        : [];
      return completedHistory(recorded, await readPointer(remote));
    },
  };
}
