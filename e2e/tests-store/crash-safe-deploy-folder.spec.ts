import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crashSafeDeploys } from '../support/crash-safe-deploys';

crashSafeDeploys({
  name: 'the folder store',
  key: 'folder',
  tag: ['@shell', '@marketing', '@references'],
  open: async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'isarlicht-crash-folder-'));
    return { env: { RELEASE_STORE: `file:${root}` }, close: async () => rmSync(root, { recursive: true, force: true }), gateway: null };
  },
});
