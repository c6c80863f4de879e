import { createRemoteApp } from '../src';
import { remoteFiles, writeDist } from './support/fixture-dist';
import { listen, type Running } from './support/http-client';

const dist = writeDist(remoteFiles);
let remote: Running;
beforeAll(async () => {
  remote = await listen(createRemoteApp({ root: dist.root }));
});
afterAll(async () => {
  await remote.close();
  dist.remove();
});

describe('remote server', () => {
  it.each([
    ['/mf-manifest.json', 'no-cache'],
    ['/remoteEntry.js', 'no-cache'],
    ['/chunks/789.fed789.js', 'public, max-age=31536000, immutable'],
    ['/releases/1.0.0-af7a8fd48c-0123456789/remoteEntry.js', 'public, max-age=31536000, immutable'],
  ])('serves %s cross-origin with %s', async (path, cacheControl) => {
    const answer = await remote.get(path, { origin: 'https://www.isarlicht-digital.de', 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cache-control']).toBe(cacheControl);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses its entry', async () => {
    expect((await remote.get('/remoteEntry.js', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it.each(['/', '/about', '/services/ai-development'])('has no page at %s: a remote serves the shell, not visitors', async (path) => {
    const answer = await remote.get(path);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
  });

  it.each([
    '/mf-stats.json',
    '/releases/1.0.0-af7a8fd48c-0123456789/mf-stats.json',
    '/releases/1.0.0-af7a8fd48c-0123456789/index.html',
    '/releases/1.0.0-af7a8fd48c-0123456789/index.htm%6C',
    '/releases/1.0.0-af7a8fd48c-0123456789/INDEX.HTML',
  ])('keeps %s to itself: no build statistics, no HTML document', async (path) => {
    const answer = await remote.get(path);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('serves its source maps (public by decision, docs/decisions/008)', async () => {
    expect((await remote.get('/releases/1.0.0-af7a8fd48c-0123456789/remoteEntry.js.map')).status).toBe(200);
  });

  it('answers a missing file with 404, not with a page', async () => {
    expect((await remote.get('/chunks/gone.js')).status).toBe(404);
  });
});
