import { CreateBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutBucketPolicyCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3User } from './ceph-gateway';
import type { ServedHeaders } from './store-contract';

/** A client of the gateway with one user's keys, as the store makes it (path style, no extra checksums). */
export const s3ClientOf = (endpoint: string, user: S3User): S3Client =>
  new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: user.accessKeyId, secretAccessKey: user.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/** The environment a deploy of the store would get for `s3://bucket/prefix`. */
export const s3Env = (endpoint: string, user: S3User, location: string): NodeJS.ProcessEnv => ({
  RELEASE_STORE: location,
  AWS_ENDPOINT_URL: endpoint,
  AWS_ACCESS_KEY_ID: user.accessKeyId,
  AWS_SECRET_ACCESS_KEY: user.secretAccessKey,
});

export async function createBucket(client: S3Client, bucket: string, policy?: unknown): Promise<void> {
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  if (policy !== undefined) await client.send(new PutBucketPolicyCommand({ Bucket: bucket, Policy: JSON.stringify(policy) }));
}

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
