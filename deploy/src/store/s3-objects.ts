import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type PutObjectCommandInput,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { ObjectHeaders } from './object-headers';
import { S3RequestError, s3Failure } from './s3-errors';

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

/** An object as read: its bytes and its ETag without quotes. */
export interface S3Object {
  readonly body: Buffer;
  readonly etag: string;
}

/** RGW 16.2 compares `If-Match` with the ETag as it stores it, without quotes (docs/decisions/048). */
export const bareEtag = (etag: string): string => etag.replace(/^"|"$/g, '');

/**
 * The requests both S3 stores (releases, pages) make, each bounded by the timeout
 * and failing with one line (`s3Failure`). Keys are relative to the store's prefix.
 */
export function s3Objects({ client, bucket, prefix, endpoint, timeoutMs }: S3StoreOptions) {
  const keyOf = (key: string) => (prefix === '' ? key : `${prefix}/${key}`);
  const send = async <Output>(action: string, key: string, run: (signal: AbortSignal) => Promise<Output>): Promise<Output> => {
    try {
      return await run(AbortSignal.timeout(timeoutMs));
    } catch (error) {
      throw s3Failure(error, { action, key: keyOf(key), endpoint, bucket, timeoutMs });
    }
  };

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

  /**
   * An object, or null where there is none; with `known` (an ETag read before) a
   * conditional GET that answers `unchanged` without the body while it is still that one.
   */
  const get = async (key: string, known?: string): Promise<S3Object | null | 'unchanged'> => {
    try {
      return await send('read', key, async (abortSignal) => {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: keyOf(key), ...(known === undefined ? {} : { IfNoneMatch: known }) }),
          { abortSignal },
        );
        return { body: Buffer.from((await answer.Body?.transformToByteArray()) ?? []), etag: bareEtag(answer.ETag ?? '') };
      });
    } catch (error) {
      if (error instanceof S3RequestError && error.code === 'NoSuchKey') return null;
      if (error instanceof S3RequestError && error.status === 304) return 'unchanged';
      throw error;
    }
  };

  const put = (key: string, body: Buffer | string, headers: ObjectHeaders, condition: Partial<PutObjectCommandInput> = {}) =>
    send('write', key, (abortSignal) =>
      client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(key),
          Body: body,
          ContentType: headers.contentType,
          CacheControl: headers.cacheControl,
          ...(headers.contentEncoding === undefined ? {} : { ContentEncoding: headers.contentEncoding }),
          ...condition,
        }),
        { abortSignal },
      ),
    );

  const remove = (key: string) =>
    send('delete', key, (abortSignal) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }), { abortSignal }));

  return { location: `s3://${bucket}/${prefix}`, keysUnder, get, put, remove };
}

export type S3Objects = ReturnType<typeof s3Objects>;
