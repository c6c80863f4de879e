import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type PutObjectCommandInput, type S3Client } from '@aws-sdk/client-s3';
import type { RemoteName } from '@isarlicht/contracts';
import { pointerManifest, type Json, type JsonObject } from '../release/pointer-manifest';
import { pointedRelease } from '../release/live-release';
import { filesOf } from '../release/plain-files';
import { completedHistory } from './deployment-history';
import { pointerHeaders, releaseObjectHeaders, type ObjectHeaders } from './object-headers';
import {
  PointerConflictError,
  ReleaseStoreError,
  conflictMessage,
  type Deployment,
  type LivePointer,
  type ReleaseStore,
} from './release-store';
import { S3RequestError, s3Failure } from './s3-errors';
import { completionFile, storeKeys } from './store-keys';

export interface S3StoreOptions {
  readonly client: S3Client;
  readonly bucket: string;
  /** Keys start with it (no slashes around it); empty for the bucket's root. */
  readonly prefix: string;
  /** For messages: the gateway's address, never a credential. */
  readonly endpoint: string;
  /** The longest wait for one request, its retries included. */
  readonly timeoutMs: number;
}

/** Uploads in flight at once: enough to hide the round trips, few enough for a small gateway. */
const parallelUploads = 4;

/** RGW 16.2 compares `If-Match` with the ETag as it stores it, without quotes (docs/decisions/048). */
const bareEtag = (etag: string): string => etag.replace(/^"|"$/g, '');

/** One object per switch, named by its time and release, so listing them is the history in order. */
const historyPrefix = (remote: RemoteName): string => `${remote}/.deployments/`;
const historyName = ({ id, deployedAt }: Deployment): string => `${deployedAt}--${id}.json`;

/**
 * The layout of `release-store.ts` under `s3://bucket/prefix/`. The pointer's
 * compare-and-swap is a conditional write: `If-None-Match: *` for the first one,
 * `If-Match: <etag read>` after that; the gateway refuses it with 412 when another
 * deploy wrote the pointer in between.
 */
export function s3Store({ client, bucket, prefix, endpoint, timeoutMs }: S3StoreOptions): ReleaseStore {
  const keyOf = (key: string) => (prefix === '' ? key : `${prefix}/${key}`);
  const send = async <Output>(action: string, key: string, run: (signal: AbortSignal) => Promise<Output>): Promise<Output> => {
    try {
      return await run(AbortSignal.timeout(timeoutMs));
    } catch (error) {
      throw s3Failure(error, { action, key: keyOf(key), endpoint, bucket, timeoutMs });
    }
  };
  const headersOf = (headers: ObjectHeaders): Partial<PutObjectCommandInput> => ({
    ContentType: headers.contentType,
    CacheControl: headers.cacheControl,
    ...(headers.contentEncoding === undefined ? {} : { ContentEncoding: headers.contentEncoding }),
  });

  /** Every key under a prefix, relative to the store's root, in key order. */
  const keysUnder = async (under: string): Promise<string[]> => {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await send('list', under, (abortSignal) =>
        client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: keyOf(under), ContinuationToken: token }), { abortSignal }),
      );
      for (const entry of page.Contents ?? []) if (entry.Key !== undefined) keys.push(entry.Key.slice(keyOf('').length));
      token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
    return keys;
  };

  /** An object's text and ETag, or null where there is none. */
  const getText = async (key: string): Promise<{ readonly text: string; readonly etag: string } | null> => {
    try {
      return await send('read', key, async (abortSignal) => {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }), { abortSignal });
        return { text: (await answer.Body?.transformToString('utf-8')) ?? '', etag: bareEtag(answer.ETag ?? '') };
      });
    } catch (error) {
      if (error instanceof S3RequestError && error.code === 'NoSuchKey') return null;
      throw error;
    }
  };

  const put = (key: string, body: Buffer | string, headers: ObjectHeaders, condition: Partial<PutObjectCommandInput> = {}) =>
    send('write', key, (abortSignal) =>
      client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: body, ...headersOf(headers), ...condition }), {
        abortSignal,
      }),
    );

  const hasRelease = async (remote: RemoteName, id: string) => {
    const marker = `${storeKeys.release(remote, id)}${completionFile}`;
    return (await keysUnder(marker)).includes(marker);
  };

  const readPointer = async (remote: RemoteName): Promise<LivePointer | null> => {
    const pointer = await getText(storeKeys.pointer(remote));
    if (pointer === null) return null;
    const manifest = JSON.parse(pointer.text) as JsonObject;
    return { manifest, releaseId: pointedRelease(manifest), version: pointer.etag };
  };

  const location = `s3://${bucket}/${prefix}`;
  return {
    location,
    hasRelease,

    async putRelease(remote, id, dist) {
      if (await hasRelease(remote, id)) return { created: false };
      const files = filesOf(dist);
      if (!files.includes(completionFile)) throw new ReleaseStoreError(`${dist} holds no ${completionFile}: it is not a build`);
      const upload = async (file: string) =>
        put(storeKeys.releaseFile(remote, id, file), await readFile(path.join(dist, file)), releaseObjectHeaders(file));
      const rest = files.filter((file) => file !== completionFile);
      for (let start = 0; start < rest.length; start += parallelUploads)
        await Promise.all(rest.slice(start, start + parallelUploads).map(upload));
      // Last: from now on the release counts as published.
      await upload(completionFile);
      return { created: true };
    },

    async listReleases(remote) {
      const under = storeKeys.releases(remote);
      return (await keysUnder(under))
        .map((key) => key.slice(under.length).split('/'))
        .filter((parts) => parts.length === 2 && parts[1] === completionFile)
        .map(([id]) => id ?? '')
        .sort();
    },

    readPointer,

    async switchPointer(remote, id, expected, deployedAt = new Date().toISOString()) {
      const released = await getText(`${storeKeys.release(remote, id)}${completionFile}`);
      if (released === null) throw new ReleaseStoreError(`release ${id} is not published in ${location}`);
      const live = pointerManifest(JSON.parse(released.text) as Json, id, deployedAt);
      const condition = expected === null ? { IfNoneMatch: '*' } : { IfMatch: bareEtag(expected) };
      try {
        await put(storeKeys.pointer(remote), `${JSON.stringify(live, null, 2)}\n`, pointerHeaders, condition);
      } catch (error) {
        // 409: a gateway that saw two conditional writes at once (S3 answers so for `If-None-Match`).
        if (!(error instanceof S3RequestError) || (error.status !== 412 && error.status !== 409)) throw error;
        const now = await readPointer(remote);
        throw new PointerConflictError(conflictMessage(remote, { changed: `now ${now?.releaseId ?? 'none'}` }));
      }
      const deployment = { id, deployedAt };
      await put(`${historyPrefix(remote)}${historyName(deployment)}`, `${JSON.stringify(deployment)}\n`, pointerHeaders);
      return deployment;
    },

    async history(remote) {
      const recorded = (await keysUnder(historyPrefix(remote))).flatMap((key): Deployment[] => {
        const match = /^(.+)--(.+)\.json$/.exec(key.slice(historyPrefix(remote).length));
        return match?.[1] !== undefined && match[2] !== undefined ? [{ deployedAt: match[1], id: match[2] }] : [];
      });
      return completedHistory(recorded, await readPointer(remote));
    },
  };
}
