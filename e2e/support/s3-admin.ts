import { HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { ServedHeaders } from './store-contract';

export { createBucket, s3ClientOf, s3Env } from '@isarlicht/scripts/distributed/s3-admin';

/** The headers the gateway keeps for a key; a copy compressed ahead is its own key. */
export async function storedHeaders(client: S3Client, bucket: string, key: string, encoding?: 'br' | 'gzip'): Promise<ServedHeaders> {
  const suffix = encoding === undefined ? '' : encoding === 'br' ? '.br' : '.gz';
  const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: `${key}${suffix}` }));
  return { cacheControl: head.CacheControl, contentType: head.ContentType, contentEncoding: head.ContentEncoding };
}

export async function keysOf(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (page.Contents ?? []).flatMap((entry) => (entry.Key === undefined ? [] : [entry.Key]));
}
