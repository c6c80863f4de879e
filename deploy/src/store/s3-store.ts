import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { pointerManifest, type Json, type JsonObject } from '../release/pointer-manifest';
import { pointedRelease } from '../release/live-release';
import { filesOf } from '../release/plain-files';
import { isReleaseId } from '../release/release-names';
import { completedHistory } from './deployment-history';
import { pointerHeaders, releaseObjectHeaders } from './object-headers';
import {
  PointerConflictError,
  ReleaseStoreError,
  conflictMessage,
  type Deployment,
  type LivePointer,
  type ReleaseStore,
  type StoredPointer,
} from './release-store';
import { isWriteConflict } from './s3-errors';
import { bareEtag, s3Objects, type S3Object, type S3StoreOptions } from './s3-objects';
import { completionFile, storeKeys } from './store-keys';
import { isReleaseFile, releaseFilesOf } from './store-names';

export type { S3StoreOptions } from './s3-objects';

/** Uploads in flight at once: enough to hide the round trips, few enough for a small gateway. */
const parallelUploads = 4;

/** One object per switch, named by its time and release, so listing them is the history in order. */
const historyPrefix = (remote: RemoteName): string => `${remote}/.deployments/`;
const historyName = ({ id, deployedAt }: Deployment): string => `${deployedAt}--${id}.json`;

const storedPointer = ({ body, etag }: S3Object): StoredPointer => {
  const manifest = JSON.parse(body.toString('utf8')) as JsonObject;
  return { pointer: { manifest, releaseId: pointedRelease(manifest), version: etag }, body };
};

/**
 * The layout of `release-store.ts` under `s3://bucket/prefix/`. The pointer's
 * compare-and-swap is a conditional write: `If-None-Match: *` for the first one,
 * `If-Match: <etag read>` after that; the gateway refuses it with 412 when another
 * deploy wrote the pointer in between.
 */
export function s3Store(options: S3StoreOptions): ReleaseStore {
  const objects = s3Objects(options);
  const { location } = objects;

  const hasRelease = async (remote: RemoteName, id: string) => {
    const marker = `${storeKeys.release(remote, id)}${completionFile}`;
    return (await objects.keysUnder(marker)).includes(marker);
  };

  const readPointer = async (remote: RemoteName): Promise<LivePointer | null> => {
    const pointer = await objects.get(storeKeys.pointer(remote));
    return pointer === null || pointer === 'unchanged' ? null : storedPointer(pointer).pointer;
  };

  return {
    location,
    hasRelease,

    async putRelease(remote, id, dist, written) {
      if (await hasRelease(remote, id)) return { created: false };
      const files = releaseFilesOf(filesOf(dist), dist);
      if (!files.includes(completionFile)) throw new ReleaseStoreError(`${dist} holds no ${completionFile}: it is not a build`);
      let stored = 0;
      const upload = async (file: string) => {
        await objects.put(storeKeys.releaseFile(remote, id, file), await readFile(path.join(dist, file)), releaseObjectHeaders(file));
        written?.(++stored, files.length);
      };
      const rest = files.filter((file) => file !== completionFile);
      for (let start = 0; start < rest.length; start += parallelUploads)
        await Promise.all(rest.slice(start, start + parallelUploads).map(upload));
      // Last: from now on the release counts as published.
      await upload(completionFile);
      return { created: true };
    },

    async listReleases(remote) {
      const under = storeKeys.releases(remote);
      return (await objects.keysUnder(under))
        .map((key) => key.slice(under.length).split('/'))
        .filter((parts) => parts.length === 2 && parts[1] === completionFile && isReleaseId(parts[0] ?? ''))
        .map(([id]) => id ?? '')
        .sort();
    },

    readPointer,

    async revalidatePointer(remote, known) {
      const answer = await objects.get(storeKeys.pointer(remote), known ?? undefined);
      if (answer === 'unchanged') return { state: 'unchanged' };
      return answer === null ? { state: 'missing' } : { state: 'changed', ...storedPointer(answer) };
    },

    async releaseFiles(remote, id) {
      const under = storeKeys.release(remote, id);
      const files = (await objects.keysUnder(under)).map((key) => key.slice(under.length)).filter(isReleaseFile);
      if (!files.includes(completionFile)) throw new ReleaseStoreError(`release ${id} is not published in ${location}`);
      return files;
    },

    async readReleaseFile(remote, id, file) {
      const answer = await objects.get(storeKeys.releaseFile(remote, id, file));
      if (answer === null || answer === 'unchanged')
        throw new ReleaseStoreError(`${location} holds no ${file} in release ${id} of ${remote}`);
      return answer.body;
    },

    async switchPointer(remote, id, expected, deployedAt = new Date().toISOString()) {
      const released = await objects.get(`${storeKeys.release(remote, id)}${completionFile}`);
      if (released === null || released === 'unchanged') throw new ReleaseStoreError(`release ${id} is not published in ${location}`);
      const live = pointerManifest(JSON.parse(released.body.toString('utf8')) as Json, id, deployedAt);
      const condition = expected === null ? { IfNoneMatch: '*' } : { IfMatch: bareEtag(expected) };
      try {
        await objects.put(storeKeys.pointer(remote), `${JSON.stringify(live, null, 2)}\n`, pointerHeaders, condition);
      } catch (error) {
        if (!isWriteConflict(error)) throw error;
        const now = await readPointer(remote);
        throw new PointerConflictError(conflictMessage(remote, { changed: `now ${now?.releaseId ?? 'none'}` }));
      }
      const deployment = { id, deployedAt };
      await objects.put(`${historyPrefix(remote)}${historyName(deployment)}`, `${JSON.stringify(deployment)}\n`, pointerHeaders);
      return deployment;
    },

    async history(remote) {
      const recorded = (await objects.keysUnder(historyPrefix(remote))).flatMap((key): Deployment[] => {
        const match = /^(.+)--(.+)\.json$/.exec(key.slice(historyPrefix(remote).length));
        return match?.[1] !== undefined && match[2] !== undefined ? [{ deployedAt: match[1], id: match[2] }] : [];
      });
      return completedHistory(recorded, await readPointer(remote));
    },
  };
}
