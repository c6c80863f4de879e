import type { S3Client } from '@aws-sdk/client-s3';
import { expect } from '@playwright/test';
import { ReleaseStoreError, siteStoreFromEnv, sliceBucketPolicy, storeFromEnv } from '@isarlicht/deploy';
import { test, type CephGateway, type S3User } from '../support/ceph-gateway';
import { createBucket, s3ClientOf, s3Env } from '../support/s3-admin';
import { storeBuild, type StoreBuild } from '../support/store-build';

const bucket = 'site-releases';
const prefix = 'production';
let gateway: CephGateway;
let owner: S3User;
let marketing: S3User;
let references: S3User;
let client: S3Client;
const builds: StoreBuild[] = [];

test.beforeAll(async ({ cephGateway }) => {
  gateway = await cephGateway();
  owner = await gateway.createUser('policy-owner');
  marketing = await gateway.createUser('marketing-deploy');
  references = await gateway.createUser('references-deploy');
  client = s3ClientOf(gateway.endpoint, owner);
  const policy = sliceBucketPolicy(bucket, prefix, {
    marketing: `arn:aws:iam:::user/${marketing.uid}`,
    references: `arn:aws:iam:::user/${references.uid}`,
  });
  await createBucket(client, bucket, policy);
});

test.afterAll(async () => {
  client?.destroy();
  for (const made of builds.splice(0)) made.remove();
});

const storeOf = (user: S3User) => storeFromEnv(s3Env(gateway.endpoint, user, `s3://${bucket}/${prefix}`), { root: '/nonexistent' });

test.describe('least privilege: a key per slice, a bucket policy on the gateway', { tag: ['@shell', '@store'] }, () => {
  test("the references key deploys references and reads marketing, but may not write marketing's pointer or releases", async () => {
    const ownMade = storeBuild('references', 'Referenzen');
    const marketingMade = storeBuild('marketing', 'Marketing');
    const foreign = storeBuild('marketing', 'Untergeschoben');
    builds.push(ownMade, marketingMade, foreign);

    const marketingStore = storeOf(marketing);
    await marketingStore.putRelease('marketing', marketingMade.id, marketingMade.dist);
    await marketingStore.switchPointer('marketing', marketingMade.id, null);

    const referencesStore = storeOf(references);
    await referencesStore.putRelease('references', ownMade.id, ownMade.dist);
    await referencesStore.switchPointer('references', ownMade.id, null);
    expect((await referencesStore.readPointer('references'))?.releaseId).toBe(ownMade.id);

    // Reads are shared: the page guards of a deploy read every slice's live pointer.
    const marketingLive = await referencesStore.readPointer('marketing');
    expect(marketingLive?.releaseId).toBe(marketingMade.id);
    // Its own published release of marketing's name: refused at the first file.
    await expect(referencesStore.putRelease('marketing', foreign.id, foreign.dist)).rejects.toThrow(
      /denied write production\/marketing\/releases\/.+ \(AccessDenied\)/,
    );
    // marketing's pointer, switched to marketing's own published release: refused too.
    const refused = await referencesStore.switchPointer('marketing', marketingMade.id, marketingLive?.version ?? null).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(refused).toBeInstanceOf(ReleaseStoreError);
    expect(refused?.message).toMatch(/denied write production\/marketing\/mf-manifest\.json \(AccessDenied\)/);
    expect(refused?.message).not.toContain(references.secretAccessKey);

    expect((await marketingStore.readPointer('marketing'))?.version).toBe(marketingLive?.version);
    expect(await marketingStore.history('marketing')).toHaveLength(1);
    // Every slice's deploy writes the pages it renders and the sitemap (docs/decisions/050).
    const pages = siteStoreFromEnv(s3Env(gateway.endpoint, references, `s3://${bucket}/${prefix}`), { root: '/nonexistent' }).pages;
    await pages.writePage('references.html', '<!doctype html><title>Referenzen</title>');
    expect((await pages.readPage('references.html'))?.body.toString('utf8')).toContain('Referenzen');
    // The marketing key still writes its own pointer.
    const again = storeBuild('marketing', 'Marketing neu');
    builds.push(again);
    await marketingStore.putRelease('marketing', again.id, again.dist);
    await marketingStore.switchPointer('marketing', again.id, marketingLive?.version ?? null);
    expect((await marketingStore.readPointer('marketing'))?.releaseId).toBe(again.id);
  });
});
