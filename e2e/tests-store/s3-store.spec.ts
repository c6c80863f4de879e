import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { expect } from '@playwright/test';
import { ReleaseStoreError, s3Store, siteStoreFromEnv, storeFromEnv } from '@isarlicht/deploy';
import { test, type CephGateway, type S3User } from '../support/ceph-gateway';
import { createBucket, keysOf, s3ClientOf, s3Env, storedHeaders } from '../support/s3-admin';
import { storeBuild } from '../support/store-build';
import { releaseStoreContract } from '../support/store-contract';

const bucket = 'releases';
let gateway: CephGateway;
let admin: S3User;
let client: S3Client;
let prefixes = 0;

test.beforeAll(async ({ cephGateway }) => {
  gateway = await cephGateway();
  admin = await gateway.createUser('deployer');
  client = s3ClientOf(gateway.endpoint, admin);
  await createBucket(client, bucket);
});

test.afterAll(() => {
  client?.destroy();
});

/** A store under a prefix of its own, as `RELEASE_STORE=s3://releases/<prefix>` names it. */
const freshPrefix = () => `run-${++prefixes}`;
const defaults = { root: '/nonexistent' };

test.describe('the S3 release store on a Ceph gateway', { tag: ['@shell', '@store'] }, () => {
  test.describe('the contract', () => {
    releaseStoreContract(async () => {
      const prefix = freshPrefix();
      return {
        store: storeFromEnv(s3Env(gateway.endpoint, admin, `s3://${bucket}/${prefix}`), defaults),
        pagesOf: () => siteStoreFromEnv(s3Env(gateway.endpoint, admin, `s3://${bucket}/${prefix}`), defaults).pages,
        served: (key, encoding) => storedHeaders(client, bucket, `${prefix}/${key}`, encoding),
        dispose: async () => undefined,
      };
    });
  });

  test('writes the release manifest after the release files, then the pointer, then the history', async () => {
    const prefix = freshPrefix();
    const recording = s3ClientOf(gateway.endpoint, admin);
    const written: string[] = [];
    recording.middlewareStack.add(
      (next) => async (args) => {
        if (args.input !== null && typeof args.input === 'object' && 'Key' in args.input && 'Body' in args.input)
          written.push(String(args.input.Key).slice(prefix.length + 1));
        return next(args);
      },
      { step: 'initialize' },
    );
    const store = s3Store({ client: recording, bucket, prefix, endpoint: gateway.endpoint, timeoutMs: 10_000 });
    const made = storeBuild('marketing', 'Alt');
    try {
      await store.putRelease('marketing', made.id, made.dist);
      await store.switchPointer('marketing', made.id, null);
    } finally {
      made.remove();
      recording.destroy();
    }
    const release = `marketing/releases/${made.id}/`;
    expect(written.slice(0, -3).every((key) => key.startsWith(release) && key !== `${release}mf-manifest.json`)).toBe(true);
    expect(written.slice(-3, -1)).toEqual([`${release}mf-manifest.json`, 'marketing/mf-manifest.json']);
    expect(written.at(-1)).toMatch(/^marketing\/\.deployments\/.+--.+\.json$/);
  });

  test('a release whose upload stopped before its manifest is neither listed nor switched to', async () => {
    const prefix = freshPrefix();
    const store = storeFromEnv(s3Env(gateway.endpoint, admin, `s3://${bucket}/${prefix}`), defaults);
    const made = storeBuild('marketing', 'Alt');
    try {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: `${prefix}/marketing/releases/${made.id}/remoteEntry.js`, Body: 'x' }));
      expect(await store.hasRelease('marketing', made.id)).toBe(false);
      expect(await store.listReleases('marketing')).toEqual([]);
      await expect(store.switchPointer('marketing', made.id, null)).rejects.toThrow(/is not published/);
      expect(await store.putRelease('marketing', made.id, made.dist)).toEqual({ created: true });
      expect(await store.listReleases('marketing')).toEqual([made.id]);
    } finally {
      made.remove();
    }
  });

  test('a bucket that does not exist: one line, nothing written', async () => {
    const store = storeFromEnv(s3Env(gateway.endpoint, admin, 's3://no-such-bucket/site'), defaults);
    const made = storeBuild('marketing', 'Alt');
    try {
      const failure = await store.putRelease('marketing', made.id, made.dist).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ReleaseStoreError);
      expect(String((failure as Error).message)).toMatch(
        /^the bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+: create it/,
      );
      expect((failure as Error).message).not.toContain('\n');
    } finally {
      made.remove();
    }
  });

  test('wrong credentials: one line that names the variables and not the secret, nothing written', async () => {
    const prefix = freshPrefix();
    const wrong = { ...admin, secretAccessKey: 'not-the-secret-0123456789' };
    const store = storeFromEnv(s3Env(gateway.endpoint, wrong, `s3://${bucket}/${prefix}`), defaults);
    const made = storeBuild('marketing', 'Alt');
    try {
      const failure = await store.putRelease('marketing', made.id, made.dist).then(
        () => null,
        (error: unknown) => error as Error,
      );
      expect(failure?.message).toMatch(
        /refused the credentials \(SignatureDoesNotMatch\): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY$/,
      );
      expect(failure?.message).not.toContain(wrong.secretAccessKey);
      expect(failure?.message).not.toContain(admin.secretAccessKey);
      expect(await keysOf(client, bucket, `${prefix}/`)).toEqual([]);
    } finally {
      made.remove();
    }
  });
});
