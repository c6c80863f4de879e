import { contentSecurityPolicy, createShellApp, scriptHashSource } from '../src';
import { bootScript, shellFiles, writeDist } from './support/fixture-dist';
import { listen } from './support/http-client';
import { sampleConfig } from './support/sample-config';
import { readSampleManifest } from './support/sample-pages';
import { useShellSite } from './support/shell-site';

const site = useShellSite(sampleConfig);

describe('shell server', () => {
  it.each([
    ['/', 'Startseite'],
    ['/about', 'Über uns'],
    ['/services', 'Leistungen'],
    ['/services/ai-development', 'KI-Entwicklung'],
    ['/software-for/kmu', 'Software für KMU'],
  ])('%s → 200 prerendered page', async (path, text) => {
    const answer = await site().get(path);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(text);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy(sampleConfig, [scriptHashSource(bootScript)]));
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['permissions-policy']).toContain('microphone=(self)');
  });

  it.each([
    '/gibt-es-nicht',
    '/references/gibt-es-nicht',
    '/about.html',
    '/index.html',
    '/404',
    '/app',
    '/About',
    '/dev-dashboard',
    '/dev-dashboard/links',
    '/.source-hash',
    '/for/%E0',
    // A document's file under an encoded or mixed-case name is still no address of a page.
    '/about.htm%6c',
    '/index.htm%6C',
    '/app.htm%6c',
    '/404.htm%6c',
    '/about%2ehtml',
    '/services/ai-development.htm%6C',
    '/about.HTML',
    '/index.Html',
    '/app.hTmL',
    // Build statistics are no content (docs/decisions/008).
    '/mf-stats.json',
    '/MF-STATS.json',
    '/mf-stats.jso%6e',
  ])('%s → 404 with the not-found page', async (path) => {
    const answer = await site().get(path);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('Seite nicht gefunden');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy(sampleConfig, [scriptHashSource(bootScript)]));
  });

  it('answers client-only pages with the empty app shell', async () => {
    const answer = await site().get('/vapi-dashboard');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<!-- app shell -->');
    expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy(sampleConfig, [scriptHashSource(bootScript)]));
  });

  it.each([
    ['/chunks/123.abc123.js', 'public, max-age=31536000, immutable'],
    ['/styles/456.def456.css', 'public, max-age=31536000, immutable'],
    ['/assets/logo.0a1b2c.svg', 'public, max-age=31536000, immutable'],
    ['/main.js', 'no-cache'],
    ['/remotes.json', 'no-cache'],
    ['/mf-manifest.json', 'no-cache'],
    ['/sitemap.xml', 'no-cache'],
    ['/robots.txt', 'no-cache'],
  ])('%s → 200, %s, no CSP', async (path, cacheControl) => {
    const answer = await site().get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(cacheControl);
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['/main.js.map', 'no-cache'],
    ['/chunks/123.abc123.js.map', 'public, max-age=31536000, immutable'],
  ])('serves the source map %s (public by decision, docs/decisions/008)', async (path, cacheControl) => {
    const answer = await site().get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(cacheControl);
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });

  it('sends the document headers with any HTML that leaves the server, whatever its name', async () => {
    const answer = await site().get('/assets/legacy.0a1b2c.htm');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy(sampleConfig, [scriptHashSource(bootScript)]));
  });

  it('compresses text with gzip when the client accepts it', async () => {
    const answer = await site().get('/main.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body).toContain('isarlicht isarlicht');
    expect((await site().get('/main.js')).headers['content-encoding']).toBeUndefined();
  });

  it('revalidates pages by ETag but never turns a 404 into a 304', async () => {
    const page = await site().get('/about');
    expect((await site().get('/about', { 'if-none-match': String(page.headers.etag) })).status).toBe(304);
    const missing = await site().get('/gibt-es-nicht', { 'if-none-match': '*' });
    expect(missing.status).toBe(404);
  });
});

describe('shell server with the dev dashboard switched on', () => {
  it('answers its pages with the app shell', async () => {
    const dist = writeDist(shellFiles);
    const on = await listen(
      createShellApp({ root: dist.root, config: { ...sampleConfig, devDashboard: true }, readManifest: readSampleManifest }),
    );
    try {
      for (const path of ['/dev-dashboard', '/dev-dashboard/links']) {
        const answer = await on.get(path);
        expect(answer.status).toBe(200);
        expect(answer.body).toContain('<!-- app shell -->');
      }
    } finally {
      await on.close();
      dist.remove();
    }
  });
});
