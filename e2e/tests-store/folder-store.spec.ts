import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '../support/ceph-gateway';
import { createRemoteApp, folderPages, folderStore } from '@isarlicht/deploy';
import { rawGet } from '../support/raw-request';
import { releaseStoreContract, type ServedHeaders } from '../support/store-contract';

/** How a remote's origin serves a key of the store: `npm start`'s express app on the remote's folder. */
async function servedByOrigin(root: string, key: string, encoding?: 'br' | 'gzip'): Promise<ServedHeaders> {
  const [remote = '', ...rest] = key.split('/');
  const server = createRemoteApp({ root: path.join(root, remote) }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await rawGet(`http://127.0.0.1:${port}`, `/${rest.join('/')}`, 'GET', { 'Accept-Encoding': encoding ?? 'identity' });
    const header = (name: string) => {
      const value = answer.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    return { cacheControl: header('cache-control'), contentType: header('content-type'), contentEncoding: header('content-encoding') };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

test.describe('the folder release store', { tag: ['@shell'] }, () => {
  releaseStoreContract(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'isarlicht-store-'));
    return {
      store: folderStore({ targetOf: (remote) => path.join(root, remote), location: root }),
      pagesOf: () => folderPages(path.join(root, 'shell')),
      served: (key, encoding) => servedByOrigin(root, key, encoding),
      dispose: async () => rmSync(root, { recursive: true, force: true }),
    };
  });
});
