import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { createRemoteApp, createShellApp } from '../src';
import { bulkyScript, remoteFiles, shellFiles, writeDist } from './support/fixture-dist';
import { listen, type Running } from './support/http-client';
import { sampleConfig } from './support/sample-config';

const entry = 'releases/1.0.0-af7a8fd48c-0123456789/remoteEntry.js';
const brotli = brotliCompressSync(bulkyScript);
const gzip = gzipSync(bulkyScript, { level: 9 });
const remoteDist = writeDist({ ...remoteFiles });
writeFileSync(path.join(remoteDist.root, `${entry}.br`), brotli);
writeFileSync(path.join(remoteDist.root, `${entry}.gz`), gzip);
const shellDist = writeDist({ ...shellFiles });
writeFileSync(path.join(shellDist.root, 'main.js.br'), brotli);

let remote: Running;
let shell: Running;
beforeAll(async () => {
  remote = await listen(createRemoteApp({ root: remoteDist.root }));
  shell = await listen(createShellApp({ root: shellDist.root, config: sampleConfig, readManifest: () => Promise.resolve(null) }));
});
afterAll(async () => {
  await Promise.all([remote.close(), shell.close()]);
  remoteDist.remove();
  shellDist.remove();
});

describe('scripts compressed at build time', () => {
  it('sends the brotli copy to a browser that accepts it, with the headers of the script', async () => {
    const answer = await remote.get(`/${entry}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const plain = await remote.get(`/${entry}`, { 'accept-encoding': 'identity' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe(plain.headers['content-type']);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['vary']).toMatch(/Accept-Encoding/);
    expect(answer.raw.equals(brotli)).toBe(true);
    expect(brotliDecompressSync(answer.raw).toString('utf8')).toBe(bulkyScript);
  });

  it('sends the gzip copy where brotli is not accepted, and the file itself where nothing is', async () => {
    const gzipped = await remote.get(`/${entry}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.raw.equals(gzip)).toBe(true);
    const plain = await remote.get(`/${entry}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bulkyScript);
  });

  it('finds the copies of a release deployed while the server runs', async () => {
    const release = 'releases/1.1.0-bf7a8fd48c-0123456789/remoteEntry.js';
    mkdirSync(path.dirname(path.join(remoteDist.root, release)), { recursive: true });
    writeFileSync(path.join(remoteDist.root, release), bulkyScript);
    writeFileSync(path.join(remoteDist.root, `${release}.br`), brotli);
    const answer = await remote.get(`/${release}`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.raw.equals(brotli)).toBe(true);
  });

  it('compresses a script without a copy on the fly, as before', async () => {
    const answer = await remote.get('/chunks/789.fed789.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body).toBe(bulkyScript);
  });

  it('serves the shell start script from its copy too, and pages as before', async () => {
    const script = await shell.get('/main.js', { 'accept-encoding': 'br' });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('no-cache');
    expect(script.raw.equals(brotli)).toBe(true);
    const page = await shell.get('/about', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Über uns');
  });
});
