import path from 'node:path';
import { expect, test } from '../support/test';
import { contentSecurityPolicy, defaultDeployTarget, inlineScriptHashes, nginxSiteFiles } from '@isarlicht/deploy';
import type { ComposedConfig, DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { deploymentConfigFromEnv } from '@isarlicht/tooling/ports';
import { freePort } from '../support/free-port';
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
import { rawGet } from '../support/raw-request';
import { startNginx, type RunningNginx } from '../support/nginx';

const repoRoot = path.resolve(__dirname, '..', '..');
const dist = (folder: string) => path.join(repoRoot, folder, 'dist');

let nginx: RunningNginx | null = null;
let shell = '';
let marketing = '';
let config: DeploymentConfig;

/**
 * Debian's nginx with the generated config, serving the build the global setup made
 * (the shell and one remote), on ports of its own beside the running site.
 */
test.beforeAll(async () => {
  const [shellPort, marketingPort] = [await freePort(), await freePort()];
  shell = `http://127.0.0.1:${shellPort}`;
  marketing = `http://127.0.0.1:${marketingPort}`;
  config = deploymentConfigFromEnv('production', {
    ...process.env,
    MARKETING_PORT: String(marketingPort),
    MARKETING_ENTRY: `${marketing}/mf-manifest.json`,
  });
  const ports = { shell: shellPort, marketing: marketingPort, references: 1, consent: 1, devtools: 1 };
  const roots = {
    shell: dist('shell'),
    marketing: defaultDeployTarget(repoRoot, 'marketing'),
    // Read for the pages and redirects of its live release; its server block is not used here.
    references: defaultDeployTarget(repoRoot, 'references'),
    consent: '/nonexistent',
    devtools: '/nonexistent',
  };
  nginx = await startNginx(
    (outDir) => {
      const {
        'shell.conf': shellConf = '',
        'marketing.conf': marketingConf = '',
        'remotes.json': remotesJson = '',
        'shell-redirects.locations': redirects = '',
      } = nginxSiteFiles({ config, ports, roots, outDir });
      return {
        'shell.conf': shellConf,
        'marketing.conf': marketingConf,
        'remotes.json': remotesJson,
        'shell-redirects.locations': redirects,
      };
    },
    `${shell}/remotes.json`,
    { trace: true },
  );
});

test.afterAll(async () => {
  await nginx?.stop();
});

test.describe('nginx with the generated config', { tag: ['@shell', '@nginx'] }, () => {
  for (const [from, to] of [
    ['/de/', '/'],
    ['/for/kmu', '/software-for/kmu'],
    ['/for/kmu/', '/software-for/kmu'],
    ['/about/', '/about'],
    ['/bubble-prototyp?ref=alt', '/services/no-code-development?ref=alt'],
  ]) {
    test(`${from} → 301 ${to}`, async ({ request }) => {
      const response = await request.get(`${shell}${from}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
      expectBaseHeaders(response);
    });
  }

  for (const unknown of ['/gibt-es-nicht', '/references/gibt-es-nicht', '/about.html', '/dev-dashboard']) {
    test(`${unknown} → 404 with the not-found page`, async ({ request }) => {
      const response = await request.get(`${shell}${unknown}`, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('Seite nicht gefunden');
    });
  }

  test('a page is 200 with the document headers; files by cache class, gzipped', async ({ request }) => {
    const page = await request.get(`${shell}/about`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<h1');
    expect(page.headers()).toMatchObject({
      'content-security-policy': contentSecurityPolicy(config, inlineScriptHashes(dist('shell'))),
      'cache-control': 'no-cache',
      'content-encoding': 'gzip',
    });
    expectBaseHeaders(page);
    expect((await request.get(`${shell}/vapi-dashboard`)).status()).toBe(200);
    // The configuration, with the pages of the live remote releases present when the files were written (marketing's and references').
    const { pages, ...served } = (await (await request.get(`${shell}/remotes.json`)).json()) as ComposedConfig;
    expect(served).toEqual(config);
    expect(pages.map((routed) => routed.path)).toEqual(expect.arrayContaining(['/', '/about', '/services', '/contact', '/impressum']));
    expect(new Set(pages.map((routed) => routed.remote))).toEqual(new Set(['marketing', 'references']));

    const chunkResponse = await request.get(await sharedChunk(request, shell), { headers: { 'accept-encoding': 'gzip' } });
    expect(chunkResponse.headers()['cache-control']).toBe(immutable);
    expect(chunkResponse.headers()['content-encoding']).toBe('gzip');
    expect((await request.get(`${shell}/main.js`)).headers()['cache-control']).toBe('no-cache');
  });

  test('the start scripts go out as the gzip copies compressed at build time, also where brotli is accepted', async ({ request }) => {
    await expectCopiesCompressedAhead(
      request,
      shell,
      dist('shell'),
      { gzip: 'gzip', 'br, gzip': 'gzip' },
      (target) => `${nginx?.log() ?? ''}\n${nginx?.lookups(target) ?? ''}`,
    );
  });

  test('an encoded or mixed-case document name is the not-found page with the document headers', async () => {
    await expectDocumentNamesRefused(shell, contentSecurityPolicy(config, inlineScriptHashes(dist('shell'))));
  });

  test("the server's own HTML answers carry the document headers too", async () => {
    await expectServerHtmlWithCsp(shell, contentSecurityPolicy(config, inlineScriptHashes(dist('shell'))));
  });

  test('a backslash or an escape never becomes a redirect to another host', async () => {
    await expectNoForeignRedirect(shell);
  });

  test('source maps are served, build statistics are not; a remote answers no HTML', async ({ request }) => {
    await expectBuildFilesByDecision(request, shell);
    const entry = await liveEntry(request, marketing);
    const release = entry.slice(0, entry.lastIndexOf('/'));
    for (const path of [
      '/mf-stats.json',
      `${new URL(release).pathname}/mf-stats.json`,
      '/index.html',
      '/index.htm%6c',
      '/gibt-es-nicht.js',
    ]) {
      const answer = await rawGet(marketing, path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toMatch(/^text\/plain/);
    }
    expect((await request.get(`${entry}.map`)).status()).toBe(200);
  });

  test('the remote serves its manifest cross-origin', async ({ request }) => {
    const response = await request.get(`${marketing}/mf-manifest.json`, { headers: { origin: shell } });
    expect(response.status()).toBe(200);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectBaseHeaders(response);
    expect((await request.get(await liveEntry(request, marketing))).headers()['cache-control']).toBe(immutable);
  });
});
