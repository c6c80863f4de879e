import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { createShellApp } from '../src';
import { shellFiles, writeDist } from './support/fixture-dist';
import { listen, type Running } from './support/http-client';
import { sampleConfig } from './support/sample-config';

// A page of a realistic size: the gain of the best setting shows on more than a line.
const longPage = `<!doctype html><title>Über uns</title><div id="root">${Array.from({ length: 400 }, (_, index) => `<p>Absatz ${index} über Isarlicht Digital in München</p>`).join('')}</div>`;
const dist = writeDist({ ...shellFiles, 'about.html': longPage });
const best = (text: string) => brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

let shell: Running;
beforeAll(async () => {
  shell = await listen(createShellApp({ root: dist.root, config: sampleConfig, readManifest: () => Promise.resolve(null) }));
});
afterAll(async () => {
  await shell.close();
  dist.remove();
});

describe('documents as brotli at its best setting', () => {
  it('sends a browser that accepts brotli the page compressed at quality 11, with the headers of the page', async () => {
    const answer = await shell.get('/about', browser);
    const plain = await shell.get('/about', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.raw.equals(best(longPage))).toBe(true);
    expect(brotliDecompressSync(answer.raw).toString('utf8')).toBe(longPage);
    expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
    for (const header of ['content-type', 'cache-control', 'content-security-policy', 'referrer-policy', 'permissions-policy'])
      expect([header, answer.headers[header]]).toEqual([header, plain.headers[header]]);
    expect(answer.headers['vary']).toMatch(/Accept-Encoding/);
    expect(plain.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates the copy by a validator of its own, never the plain page’s', async () => {
    const answer = await shell.get('/about', browser);
    const plain = await shell.get('/about', { 'accept-encoding': 'identity' });
    const tag = String(answer.headers['etag']);
    expect(tag).toMatch(/-br"$/);
    expect(tag).not.toBe(plain.headers['etag']);
    const again = await shell.get('/about', { ...browser, 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect((await shell.get('/about', { ...browser, 'if-none-match': String(plain.headers['etag']) })).status).toBe(200);
    expect((await shell.get('/about', { 'accept-encoding': 'identity', 'if-none-match': tag })).status).toBe(200);
  });

  it('makes a new copy once the page changes, and a 404 stays a 404', async () => {
    const changed = longPage.replace('Absatz 0', 'Absatz null');
    writeFileSync(path.join(dist.root, 'about.html'), changed);
    utimesSync(path.join(dist.root, 'about.html'), new Date(), new Date(Date.now() + 5000));
    const answer = await shell.get('/about', browser);
    expect(brotliDecompressSync(answer.raw).toString('utf8')).toBe(changed);
    const missing = await shell.get('/gibt-es-nicht', browser);
    expect(missing.status).toBe(404);
    expect(missing.headers['etag']).toBeUndefined();
    expect(brotliDecompressSync(missing.raw).toString('utf8')).toContain('Seite nicht gefunden');
  });

  it('names an origin’s page by its own validator, marked as the brotli copy’s, the same on every origin', async () => {
    const validator = '"0123456789abcdef0123456789abcdef"';
    const origins = await Promise.all(
      [1, 2].map(() =>
        listen(
          createShellApp({
            root: dist.root,
            config: sampleConfig,
            readManifest: () => Promise.resolve(null),
            validatorOf: (file) => (file === 'about.html' ? validator : undefined),
          }),
        ),
      ),
    );
    try {
      const [first, second] = await Promise.all(origins.map((origin) => origin.get('/about', browser)));
      expect(first?.headers['etag']).toBe('"0123456789abcdef0123456789abcdef-br"');
      expect(first?.headers['last-modified']).toBeUndefined();
      expect(second?.headers['etag']).toBe(first?.headers['etag']);
      const revalidated = await origins[1]?.get('/about', { ...browser, 'if-none-match': String(first?.headers['etag']) });
      expect(revalidated?.status).toBe(304);
      expect((await origins[0]?.get('/about', { 'accept-encoding': 'gzip' }))?.headers['etag']).toBe(validator);
    } finally {
      await Promise.all(origins.map((origin) => origin.close()));
    }
  });

  it('answers HEAD with the headers alone', async () => {
    const answer = await shell.get('/about', browser, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.raw.length).toBe(0);
  });
});
