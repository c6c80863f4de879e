import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import { startDistributedSite, type DistributedSite } from '../support/distributed-site';
import { copyLiveSite, pageSet, releaseIdThrough, shellRoot } from '../support/edge-site';
import { loadAll, loadPageSet, reportFigure } from '../support/load';
import { startNginxOnFolder, type NginxFolderSite } from '../support/nginx-folder-site';
import { repoRoot, sliceCommand } from '../support/slice-release';
import { msUntilFirstOriginOut } from '../support/varnish';

/**
 * The figures of serving beyond one machine, side by side in one run
 * (docs/distributed.md): `npm run start:distributed` (the Ceph gateway, two stateless
 * origins, the Varnish edge) beside the generated nginx config on a copy of the deploy
 * folder. Opt-in (`npm run figures -w e2e`), not part of `npm test`.
 */
test.describe.configure({ mode: 'serial' });

let site: DistributedSite | null = null;
let nginx: NginxFolderSite | null = null;
/** A copy of the checkout's live releases and pages: nginx serves it and the folder deploy goes into it. */
let folderRoot = '';
const running = (): DistributedSite => {
  if (site === null) throw new Error('start:distributed did not start');
  return site;
};
/** The files of a folder and their bytes: what a deploy of it writes. */
function objectsOf(dir: string): { objects: number; bytes: number } {
  let objects = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = statSync(path.join(dir, entry));
    if (!stat.isFile()) continue;
    objects += 1;
    bytes += stat.size;
  }
  return { objects, bytes };
}

test.describe('serving beyond one machine: the figures', { tag: ['@shell', '@store', '@varnish', '@nginx'] }, () => {
  test.beforeAll(async () => {
    reportFigure(
      `load average at the start: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')}`,
    );
    site = await startDistributedSite();
    folderRoot = copyLiveSite();
    // The folder store keeps its pages in <root>/shell: the build's prerendered pages and their record.
    cpSync(shellRoot, path.join(folderRoot, 'shell'), { recursive: true });
    nginx = await startNginxOnFolder(folderRoot);
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await site?.stop();
    if (folderRoot !== '') rmSync(folderRoot, { recursive: true, force: true });
  });

  test('requests per second and p99: the edge beside nginx on the folder, 50 connections, the same page set', async () => {
    const pages = pageSet(folderRoot);
    const edge = await loadPageSet(running().edge, pages, 5);
    const folder = await loadPageSet(nginx?.urls ?? { shell: '', marketing: '' }, pages, 5);
    for (const [name, result] of [
      ['edge (start:distributed)', edge],
      ['nginx on the folder', folder],
    ] as const) {
      expect(result.failed, name).toBe(0);
      expect(result.non2xx, name).toBe(0);
      reportFigure(`${name}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms (${result.requests} requests in 5 s)`);
    }
  });

  test("a slice deploy into the gateway and into the folder; the deploy's end until the edge serves it", async () => {
    // marketing's live release with one file more: a new release, the same pages.
    const dist = mkdtempSync(path.join(tmpdir(), 'isarlicht-figures-release-'));
    try {
      cpSync(path.join(repoRoot, 'mfe-marketing', 'dist'), dist, { recursive: true });
      writeFileSync(path.join(dist, 'assets', `figures-${Date.now()}.txt`), 'figures');
      const { objects, bytes } = objectsOf(dist);
      for (const [name, env] of [
        ['gateway', running().storeEnv],
        ['folder', { RELEASE_STORE: `file:${folderRoot}` }],
      ] as const) {
        const started = performance.now();
        const printed = await sliceCommand('marketing', 'deploy', ['--from', dist], env);
        const seconds = (performance.now() - started) / 1000;
        // A new release in either store: published now, not found already there.
        const live = /\] marketing: published (\S+), live in (\d+) ms/.exec(printed);
        expect(live, printed).not.toBeNull();
        const rendered = /mfe-marketing: (\d+) pages rendered/.exec(printed)?.[1] ?? '0';
        reportFigure(
          `deploy into the ${name}: ${objects} objects, ${Math.round(bytes / 1024)} KiB; publish and switch ${live?.[2]} ms, the whole command ${seconds.toFixed(1)} s (${rendered} pages rendered)`,
        );
        if (name !== 'gateway') continue;
        const id = live?.[1] ?? '';
        const ended = performance.now();
        let requests = 0;
        while ((await releaseIdThrough(running().edge.marketing)) !== id && performance.now() - ended < 10_000) requests += 1;
        const pointerMs = performance.now() - ended;
        const status = async () =>
          JSON.stringify(await (await fetch(`${running().edge.shell}/remotes.json?status`)).json()).includes(`"id":"${id}"`);
        while (!(await status()) && performance.now() - ended < 10_000) await sleep(20);
        const shellMs = performance.now() - ended;
        expect(await releaseIdThrough(running().edge.marketing)).toBe(id);
        expect(await status()).toBe(true);
        reportFigure(
          `deploy's end → the edge serves the new pointer: ${pointerMs.toFixed(0)} ms (${requests + 1} requests); the shell's /remotes.json names it: ${shellMs.toFixed(0)} ms`,
        );
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  test('failover: origin-1 SIGKILLed under load, 50 connections through the edge', async () => {
    const pages = pageSet(folderRoot);
    const targets = [
      { origin: running().edge.shell, paths: pages.shell, connections: 40 },
      { origin: running().edge.marketing, paths: pages.marketing, connections: 10 },
    ];
    const load = loadAll(targets, 8);
    await sleep(3000);
    const killed = performance.now();
    process.kill(running().origins['origin-1'] ?? 0, 'SIGKILL');
    const out = await msUntilFirstOriginOut({ workDir: running().edgeWorkDir }, killed);
    const result = await load;
    expect(out, 'the probes take the dead origin out').not.toBeNull();
    expect(result.failed).toBe(0);
    expect(result.non2xx).toBe(0);
    reportFigure(
      `origin-1 killed under load: ${result.requests} requests in 8 s, ${result.failed} failed, p99 ${result.p99Ms} ms, slowest ${result.maxMs} ms; out of the director ${out?.toFixed(0)} ms after the kill`,
    );
  });
});
