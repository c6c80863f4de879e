import { CreateBucketCommand, PutBucketPolicyCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3User } from './ceph-gateway';

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
