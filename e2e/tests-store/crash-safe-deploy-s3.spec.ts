import { crashSafeDeploys } from '../support/crash-safe-deploys';
import { createBucket, s3ClientOf, s3Env } from '../support/s3-admin';

crashSafeDeploys({
  name: 'the S3 store on a Ceph gateway',
  key: 's3',
  tag: ['@shell', '@marketing', '@references', '@store'],
  open: async (cephGateway) => {
    const gateway = await cephGateway();
    const owner = await gateway.createUser('crash-owner');
    const client = s3ClientOf(gateway.endpoint, owner);
    await createBucket(client, 'crash-site');
    client.destroy();
    return { env: s3Env(gateway.endpoint, owner, 's3://crash-site/production'), close: async () => undefined, gateway };
  },
});
