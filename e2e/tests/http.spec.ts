import path from 'node:path';
import { expect, test } from '../support/test';
import { contentSecurityPolicy, inlineScriptHashes } from '@isarlicht/deploy';
import { parseDeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { specifiedRedirects } from '@isarlicht/contracts/routes/specified-redirects';
import {
  expectBaseHeaders,
  expectBuildFilesByDecision,
  expectCopiesCompressedAhead,
  expectDocumentNamesRefused,
  expectNoForeignRedirect,
  expectServerHtmlWithCsp,
  immutable,
  liveEntry,
  sharedChunk,
} from '../support/http-checks';
import { namedMainScript } from '../support/main-script';
import { rawGet } from '../support/raw-request';
import { repoRoot } from '../support/slice-release';
import { originOf, siteUrl } from '../support/site';

const shellDist = path.join(repoRoot, 'shell', 'dist');

/** Every old address the specification names, as the live pages declare them, and the trailing-slash policy. */
const redirects: [string, string][] = [
  ...specifiedRedirects.map(([from, to]): [string, string] => [from, to]),
  ['/for/logistics/', '/software-for/logistics'],
  ['/de/', '/'],
  ['/about/', '/about'],
  ['/services/ai-development/?utm_source=newsletter', '/services/ai-development?utm_source=newsletter'],
];

test.describe('HTTP: redirects', { tag: ['@shell'] }, () => {
  for (const [from, to] of redirects) {
    test(`${from} → 301 ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
      expectBaseHeaders(response);
    });
  }
});

test.describe('HTTP: crafted addresses', { tag: ['@shell'] }, () => {
  test('an encoded or mixed-case document name is the not-found page with the document headers', async ({ request }) => {
    const config = parseDeploymentConfig(await (await request.get('/remotes.json')).json());
    await expectDocumentNamesRefused(siteUrl, contentSecurityPolicy(config, inlineScriptHashes(shellDist)));
  });

  test("the server's own HTML answers carry the document headers too", async ({ request }) => {
    const config = parseDeploymentConfig(await (await request.get('/remotes.json')).json());
    await expectServerHtmlWithCsp(siteUrl, contentSecurityPolicy(config, inlineScriptHashes(shellDist)));
  });

  test('a backslash or an escape never becomes a redirect to another host', async () => {
    await expectNoForeignRedirect(siteUrl);
  });

  test('source maps are served, build statistics are not', async ({ request }) => {
    await expectBuildFilesByDecision(request, siteUrl);
    const entry = await liveEntry(request, originOf('marketing'));
    const release = new URL(entry.slice(0, entry.lastIndexOf('/'))).pathname;
    for (const path of [`${release}/mf-stats.json`, `${release}/MF-STATS.json`, '/mf-stats.json']) {
      const answer = await rawGet(originOf('marketing'), path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toMatch(/^text\/plain/);
    }
    expect((await request.get(`${entry}.map`)).status()).toBe(200);
  });
});

test.describe('HTTP: status per class', { tag: ['@shell'] }, () => {
  for (const path of ['/gibt-es-nicht', '/references/gibt-es-nicht', '/services/quantencomputing', '/about.html', '/dev-dashboard']) {
    test(`${path} → 404 with the not-found page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('Seite nicht gefunden');
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
    });
  }

  test('a prerendered page is 200 with its content and the document headers', async ({ request }) => {
    const config = parseDeploymentConfig(await (await request.get('/remotes.json')).json());
    const response = await request.get('/about', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toContain('<h1');
    expect(body).not.toContain('<div id="root"></div>');
    // The page names no script file: its one script of its own is inline at the end of the body (ADR 020),
    // followed only by the first visit's consent panel (ADR 043).
    expect(body).not.toMatch(/<script[^>]* src=/);
    expect(body).toMatch(/<script>(?:(?!<\/script>)[^])+<\/script>(<div id="first-visit-consent"[^]*)?<\/body>/);
    expect(body.match(/<script/g)).toHaveLength(1);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-security-policy']).toBe(contentSecurityPolicy(config, inlineScriptHashes(shellDist)));
    expect(response.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-/);
    expectBaseHeaders(response);
  });

  test('a client-only page is the empty app shell with status 200', async ({ request }) => {
    const response = await request.get('/vapi-dashboard', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/<div id="?root"?>/);
    expect(body).not.toContain('<h1');
  });
});

test.describe('HTTP: files', { tag: ['@shell'] }, () => {
  test('the start scripts go out as the copies compressed at build time: brotli where accepted, else gzip', async ({ request }) => {
    await expectCopiesCompressedAhead(request, siteUrl, shellDist, { br: 'br', gzip: 'gzip' });
  });

  test('a chunk is immutable, main.js and the manifests are revalidated, text is gzipped', async ({ request }) => {
    const chunkResponse = await request.get(await sharedChunk(request, siteUrl), { headers: { 'accept-encoding': 'gzip' } });
    expect(chunkResponse.status()).toBe(200);
    expect(chunkResponse.headers()['cache-control']).toBe(immutable);
    expect(chunkResponse.headers()['content-encoding']).toBe('gzip');
    expect(chunkResponse.headers()['content-security-policy']).toBeUndefined();
    expectBaseHeaders(chunkResponse);

    for (const file of ['/main.js', '/remotes.json', '/mf-manifest.json', '/sitemap.xml', '/robots.txt']) {
      const response = await request.get(file, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe('no-cache');
    }
    expect((await request.get('/main.js', { headers: { 'accept-encoding': 'gzip' } })).headers()['content-encoding']).toBe('gzip');
  });

  test('the entry script the pages name is immutable, and /main.js is the same program for pages of another build', async ({ request }) => {
    const named = await request.get(await namedMainScript(request, siteUrl));
    expect(named.headers()['cache-control']).toBe(immutable);
    const fixed = await request.get('/main.js');
    // Only the source map comment differs: each names the one map, from where the script lies.
    const withoutMap = (text: string) => text.replace(/\/\/# sourceMappingURL=\S+\s*$/, '');
    const [namedText, fixedText] = [await named.text(), await fixed.text()];
    expect(namedText.length).toBeGreaterThan(10_000);
    expect(withoutMap(fixedText) === withoutMap(namedText)).toBe(true);
    const map = /sourceMappingURL=(\S+)\s*$/.exec(fixedText)?.[1] ?? '';
    expect((await request.get(`/${map}`)).status(), map).toBe(200);
  });

  test('remotes serve their manifests and entries cross-origin', async ({ request }) => {
    for (const app of ['marketing', 'references', 'consent', 'devtools'] as const) {
      const response = await request.get(`${originOf(app)}/mf-manifest.json`, { headers: { origin: originOf('shell') } });
      expect(response.status(), app).toBe(200);
      expect(response.headers()['access-control-allow-origin'], app).toBe('*');
      expect(response.headers()['cache-control'], app).toBe('no-cache');
      expectBaseHeaders(response);
    }
    // The live manifest names the entry inside the release folder, which never changes (ADR 013).
    const entry = await request.get(await liveEntry(request, originOf('marketing')), { headers: { 'accept-encoding': 'gzip' } });
    expect(entry.status()).toBe(200);
    expect(entry.headers()['content-encoding']).toBe('gzip');
    expect(entry.headers()['cache-control']).toBe(immutable);
    expect((await request.get(`${originOf('marketing')}/remoteEntry.js`)).status()).toBe(404);
  });
});
