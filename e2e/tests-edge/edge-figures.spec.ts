import path from 'node:path';
import { expect, test } from '@playwright/test';
import { nginxSiteFiles } from '@isarlicht/deploy';
import { deploymentConfigFromEnv } from '@isarlicht/tooling';
import { pageSet, shellRoot, startEdgeSite, type EdgeSite } from '../support/edge-site';
import { freePort } from '../support/free-port';
import { loadAll, reportFigure, type LoadResult } from '../support/load';
import { brotliStatic, startNginx, type RunningNginx } from '../support/nginx';

let site: EdgeSite | null = null;
let nginx: RunningNginx | null = null;
let nginxUrls = { shell: '', marketing: '' };

/**
 * The edge and the generated nginx config side by side, in one run on one machine
 * (docs/decisions/051): the same page set, the same 50 connections, nginx serving the
 * deploy folder the origins behind the edge serve.
 */
test.describe('the edge beside nginx on the same page set', { tag: ['@shell', '@varnish', '@nginx'] }, () => {
  test.beforeAll(async () => {
    site = await startEdgeSite();
    const deployRoot = site.deployRoot;
    const [shellPort, marketingPort] = [await freePort(), await freePort()];
    nginxUrls = { shell: `http://127.0.0.1:${shellPort}`, marketing: `http://127.0.0.1:${marketingPort}` };
    const config = deploymentConfigFromEnv('production', { ...process.env, MARKETING_ENTRY: `${nginxUrls.marketing}/mf-manifest.json` });
    const ports = { shell: shellPort, marketing: marketingPort, references: 1, consent: 1, devtools: 1 };
    const roots = {
      shell: shellRoot,
      marketing: path.join(deployRoot, 'marketing'),
      references: path.join(deployRoot, 'references'),
      consent: path.join(deployRoot, 'consent'),
      devtools: path.join(deployRoot, 'devtools'),
    };
    nginx = await startNginx((outDir) => {
      const files = nginxSiteFiles({ config, ports, roots, outDir, brotliStatic });
      const used = ['shell.conf', 'marketing.conf', 'remotes.json', 'shell-redirects.locations'];
      return Object.fromEntries(Object.entries(files).filter(([name]) => used.includes(name)));
    }, `${nginxUrls.shell}/remotes.json`);
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await site?.stop();
  });

  test('requests per second and p99, 50 connections, the same pages and files', async () => {
    const edge = site?.edge.urls ?? { shell: '', marketing: '' };
    const pages = pageSet(site?.deployRoot ?? '');
    const run = (urls: { shell: string; marketing: string }, seconds: number): Promise<LoadResult> =>
      loadAll(
        [
          { origin: urls.shell, paths: pages.shell, connections: 40 },
          { origin: urls.marketing, paths: pages.marketing, connections: 10 },
        ],
        seconds,
      );
    const results: Record<string, LoadResult> = {};
    for (const [name, urls] of [
      ['edge', edge],
      ['nginx', nginxUrls],
    ] as const) {
      // A second of warm-up: the edge's cache and the origins' first reads are not what is measured.
      await run(urls, 1);
      results[name] = await run(urls, 5);
    }
    for (const [name, result] of Object.entries(results)) {
      expect(result.failed, name).toBe(0);
      expect(result.non2xx, name).toBe(0);
      reportFigure(`${name}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms (${result.requests} requests in 5 s)`);
    }
  });
});
