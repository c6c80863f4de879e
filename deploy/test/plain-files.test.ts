import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRemoteApp, createShellApp } from '../src';
import { bulkyScript, remoteFiles, shellFiles, writeDist } from './support/fixture-dist';
import { listen, type Running } from './support/http-client';
import { sampleConfig } from './support/sample-config';
import { readSampleManifest } from './support/sample-pages';

/** A file outside every served folder that a link in a release would publish. */
const outside = mkdtempSync(path.join(tmpdir(), 'isarlicht-outside-'));
writeFileSync(path.join(outside, 'secret.js'), 'const key = "geheim";');
writeFileSync(path.join(outside, 'secret.js.gz'), 'gzip of a secret');
writeFileSync(path.join(outside, 'page.html'), '<!doctype html><title>Geheim</title>geheim');
mkdirSync(path.join(outside, 'folder'));
writeFileSync(path.join(outside, 'folder', 'secret.js'), 'const key = "geheim";');

/** A build with links planted in it: to a file, to a precompressed copy, to a page, to a folder; and a dotfile. */
function plantedDist(files: Record<string, string>) {
  const dist = writeDist({ 'main.js': bulkyScript, ...files, '.env': 'API_KEY=geheim', 'chunks/.hidden.js': 'geheim' });
  symlinkSync(path.join(outside, 'secret.js'), path.join(dist.root, 'linked.js'));
  symlinkSync(path.join(outside, 'secret.js.gz'), path.join(dist.root, 'main.js.gz'));
  symlinkSync(path.join(outside, 'page.html'), path.join(dist.root, 'linked-page.html'));
  symlinkSync(path.join(outside, 'folder'), path.join(dist.root, 'folder'));
  return dist;
}

const shellDist = plantedDist(shellFiles);
const remoteDist = plantedDist(remoteFiles);
let shell: Running;
let remote: Running;
beforeAll(async () => {
  shell = await listen(createShellApp({ root: shellDist.root, config: sampleConfig, readManifest: readSampleManifest }));
  remote = await listen(createRemoteApp({ root: remoteDist.root }));
});
afterAll(async () => {
  await shell.close();
  await remote.close();
  shellDist.remove();
  remoteDist.remove();
  rmSync(outside, { recursive: true, force: true });
});

const servers = () =>
  [
    ['shell', shell],
    ['remote', remote],
  ] as const;

describe('the express servers send plain files inside their root only', () => {
  it.each(['/linked.js', '/folder/secret.js', '/.env', '/chunks/.hidden.js', '/%2eenv'])('answer %s with 404', async (file) => {
    for (const [name, server] of servers()) {
      const answer = await server.get(file);
      expect([name, answer.status]).toEqual([name, 404]);
      expect(answer.body).not.toContain('geheim');
    }
  });

  it('send no precompressed copy that is a link', async () => {
    for (const [name, server] of servers()) {
      const answer = await server.get('/main.js', { 'accept-encoding': 'gzip' });
      expect([name, answer.status]).toEqual([name, 200]);
      expect(answer.raw.toString('utf8')).not.toContain('gzip of a secret');
    }
  });

  it('send no page whose file is a link', async () => {
    const answer = await shell.get('/linked-page');
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('geheim');
  });

  it('still send the plain files', async () => {
    for (const file of ['/main.js', '/chunks/123.abc123.js', '/about']) expect([file, (await shell.get(file)).status]).toEqual([file, 200]);
    for (const file of ['/remoteEntry.js', '/chunks/789.fed789.js']) expect([file, (await remote.get(file)).status]).toEqual([file, 200]);
  });
});
