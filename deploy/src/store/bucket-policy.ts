import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { storeKeys } from './store-keys';

/** An S3 bucket policy document, as a gateway takes it with `PutBucketPolicy`. */
export interface BucketPolicy {
  readonly Version: '2012-10-17';
  readonly Statement: readonly {
    readonly Sid: string;
    readonly Effect: 'Allow';
    readonly Principal: { readonly AWS: readonly string[] };
    readonly Action: readonly string[];
    readonly Resource: readonly string[];
  }[];
}

/**
 * Least privilege for the slices' deploys (docs/decisions/048): each remote's key may
 * write and delete only under its own remote's keys (its releases, its pointer, its
 * history), so a leaked or buggy deploy of one slice cannot switch another; every key
 * may read and list the whole store, which the page guards need (the other slices'
 * live pages). Every key may also write the pages under `shell/`: a slice's deploy
 * renders its pages and the sitemap, and a consent release every page
 * (docs/decisions/050). `principals` maps a remote to its user's ARN
 * (`arn:aws:iam:::user/<uid>` on Ceph RGW).
 */
export function sliceBucketPolicy(bucket: string, prefix: string, principals: Readonly<Partial<Record<RemoteName, string>>>): BucketPolicy {
  const under = prefix === '' ? '' : `${prefix}/`;
  const entries = Object.entries(principals).filter((entry): entry is [RemoteName, string] => entry[1] !== undefined);
  return {
    Version: '2012-10-17',
    Statement: [
      {
        Sid: 'slices-read',
        Effect: 'Allow',
        Principal: { AWS: entries.map(([, arn]) => arn) },
        Action: ['s3:GetObject', 's3:ListBucket'],
        Resource: [`arn:aws:s3:::${bucket}`, `arn:aws:s3:::${bucket}/${under}*`],
      },
      ...entries.map(([remote, arn]) => ({
        Sid: `${remote}-writes-its-own`,
        Effect: 'Allow' as const,
        Principal: { AWS: [arn] },
        Action: ['s3:PutObject', 's3:DeleteObject'],
        Resource: [`arn:aws:s3:::${bucket}/${under}${remote}/*`],
      })),
      {
        Sid: 'slices-write-pages',
        Effect: 'Allow',
        Principal: { AWS: entries.map(([, arn]) => arn) },
        Action: ['s3:PutObject', 's3:DeleteObject'],
        Resource: [`arn:aws:s3:::${bucket}/${under}${storeKeys.pages}*`],
      },
    ],
  };
}
