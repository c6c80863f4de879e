import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { releaseIdOf } from '@isarlicht/deploy';

export interface StoreBuild {
  readonly dist: string;
  readonly id: string;
  readonly remove: () => void;
}

/**
 * A remote's build as the project's webpack config writes it, small: a manifest, the
 * entry with its copies compressed ahead, a chunk, a style and an image. `text` makes
 * builds differ, and so their release ids.
 */
export function storeBuild(remote: RemoteName, text: string): StoreBuild {
  const entry = `/* ${remote} */ window.__text = ${JSON.stringify(text)};\n`.repeat(20);
  const manifest = {
    id: remote,
    name: remote,
    metaData: {
      name: remote,
      buildInfo: { buildVersion: '1.0.0', buildName: `mfe-${remote}`, commit: 'af7a8fd48c' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: remote,
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${remote}:home`,
        name: 'home',
        path: './home',
        assets: { js: { sync: ['chunks/home.a1.js'], async: [] }, css: { sync: ['styles/home.b2.css'], async: [] } },
      },
    ],
  };
  const files: Record<string, string | Buffer> = {
    'mf-manifest.json': JSON.stringify(manifest),
    'remoteEntry.js': entry,
    'remoteEntry.js.br': brotliCompressSync(entry),
    'remoteEntry.js.gz': gzipSync(entry),
    'chunks/home.a1.js': `document.title = ${JSON.stringify(text)};`,
    'styles/home.b2.css': 'main{margin:0}',
    'assets/logo.c3.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  const dist = mkdtempSync(path.join(tmpdir(), `isarlicht-store-build-${remote}-`));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), body);
  }
  return { dist, id: releaseIdOf(dist), remove: () => rmSync(dist, { recursive: true, force: true }) };
}
