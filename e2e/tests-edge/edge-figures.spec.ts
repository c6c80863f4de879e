import { expect, test } from '@playwright/test';
import { pageSet, startEdgeSite, type EdgeSite } from '../support/edge-site';
import { loadPageSet, reportFigure, type LoadResult } from '../support/load';
import { startNginxOnFolder, type NginxFolderSite } from '../support/nginx-folder-site';

let site: EdgeSite | null = null;
let nginx: NginxFolderSite | null = null;

/**
 * The edge and the generated nginx config side by side, in one run on one machine
 * (docs/decisions/051): the same page set, the same 50 connections, nginx serving the
 * deploy folder the origins behind the edge serve.
 */
test.describe('the edge beside nginx on the same page set', { tag: ['@shell', '@varnish', '@nginx'] }, () => {
  test.beforeAll(async () => {
    site = await startEdgeSite();
    nginx = await startNginxOnFolder(site.deployRoot);
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await site?.stop();
  });

  test('requests per second and p99, 50 connections, the same pages and files', async () => {
    const edge = site?.edge.urls ?? { shell: '', marketing: '' };
    const pages = pageSet(site?.deployRoot ?? '');
    const results: Record<string, LoadResult> = {};
    results.edge = await loadPageSet(edge, pages, 5);
    results.nginx = await loadPageSet(nginx?.urls ?? { shell: '', marketing: '' }, pages, 5);
    for (const [name, result] of Object.entries(results)) {
      expect(result.failed, name).toBe(0);
      expect(result.non2xx, name).toBe(0);
      reportFigure(`${name}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms (${result.requests} requests in 5 s)`);
    }
  });
});
