import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { remoteStatus } from '../src';
import { manifestByteLimit } from '../src/http/fetch-manifest';
import { livePages } from '../src/http/remotes-json';
import { sampleConfig } from './support/sample-config';

const manifest = JSON.stringify({
  metaData: {
    buildInfo: { buildVersion: '1.0.0', commit: 'be11e5cafe' },
    release: { id: '1.0.0-be11e5cafe-0123456789', deployedAt: '2026-11-22T12:00:00.000Z' },
    pages: [{ id: 'about', path: '/about', prerender: true, sitemap: true }],
  },
});
/** Valid JSON beyond the byte limit: a manifest padded with a long string. */
const oversized = JSON.stringify({ metaData: { pages: [] }, padding: 'x'.repeat(manifestByteLimit) });

describe('reading a live manifest', () => {
  let server: Server;
  let origin = '';
  const served: string[] = [];
  let streamed = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      served.push(req.url ?? '');
      if (req.url === '/ok/mf-manifest.json') {
        res.setHeader('content-type', 'application/json');
        res.end(manifest);
      } else if (req.url === '/declared/mf-manifest.json') {
        res.setHeader('content-length', Buffer.byteLength(oversized));
        res.end(oversized);
      } else if (req.url === '/streamed/mf-manifest.json') {
        // No length announced: the reader has to count while it reads.
        const chunk = 'x'.repeat(64 * 1024);
        res.write('{"padding":"');
        const more = () => {
          if (res.destroyed || streamed > 4 * manifestByteLimit) return res.end('"}');
          streamed += chunk.length;
          res.write(chunk, more);
        };
        more();
      } else {
        res.statusCode = 302;
        res.setHeader('location', '/ok/mf-manifest.json');
        res.end();
      }
    });
    server.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const config = () => ({
    ...sampleConfig,
    remotes: {
      marketing: `${origin}/ok/mf-manifest.json`,
      references: `${origin}/declared/mf-manifest.json`,
      consent: `${origin}/streamed/mf-manifest.json`,
      devtools: `${origin}/moved/mf-manifest.json`,
    },
  });

  it('reads a manifest of a normal size, and refuses one larger than the limit, announced or streamed', async () => {
    const status = await remoteStatus(config());
    expect(status.marketing.release?.commit).toBe('be11e5cafe');
    expect(status.references.error).toBe(`${origin}/declared/mf-manifest.json is larger than ${manifestByteLimit} bytes`);
    expect(status.consent.error).toBe(`${origin}/streamed/mf-manifest.json is larger than ${manifestByteLimit} bytes`);
  });

  it('follows no redirect: a manifest is read from the address the configuration names', async () => {
    served.length = 0;
    const status = await remoteStatus(config());
    expect(status.devtools.release).toBeNull();
    expect(status.devtools.error).toEqual(expect.any(String));
    expect(served.filter((url) => url === '/ok/mf-manifest.json')).toHaveLength(1);
  });

  it('compiles the redirects once per read of the manifests, with the pages they come from', async () => {
    let now = 0;
    const pages = livePages(
      sampleConfig,
      async () => ({ metaData: { pages: [] } }),
      () => now,
    );
    const first = await pages();
    expect(typeof first.redirect).toBe('function');
    expect((await pages()).redirect).toBe(first.redirect);
    now += 1000;
    expect((await pages()).redirect).not.toBe(first.redirect);
  });
});
