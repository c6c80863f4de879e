import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import { unavailableText } from '@isarlicht/deploy';
import { appNames } from '@isarlicht/tooling/ports';
import { comparableAnswer } from '../support/edge-answers';
import { deployNewRelease, pageSet, releaseIdThrough, shellMainScript, startEdgeSite, type EdgeSite } from '../support/edge-site';
import { expectBaseHeaders, immutable } from '../support/http-checks';
import { browserEncoding, loadAll, reportFigure } from '../support/load';
import { compileVcl, msUntilFirstOriginOut, originAnswers } from '../support/varnish';

let site: EdgeSite | null = null;
const running = (): EdgeSite => {
  if (site === null) throw new Error('the edge site did not start');
  return site;
};

const refusesConnections = (url: string): Promise<boolean> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.end();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

/**
 * Debian's Varnish with the generated VCL in front of two origins, each today's
 * express servers of every app in a process of its own, serving the same build
 * (docs/decisions/051). In order: what the edge answers, how it caches, a deploy, an
 * origin killed under load, every origin down, the stop.
 */
test.describe('the Varnish edge in front of two origins', { tag: ['@shell', '@varnish'] }, () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    site = await startEdgeSite();
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('its generated VCL compiles, and it says where it listens', () => {
    const { edge, printed } = running();
    const compiled = compileVcl(edge.vcl);
    expect(compiled.status, compiled.message).toBe(0);
    // The same check refuses a VCL with a slip in it, so its pass above means something.
    expect(compileVcl(edge.vcl.replace('return (hash);', 'return (hash)')).status).not.toBe(0);
    expect(printed).toEqual(appNames.map((app) => `[edge] varnish pid ${edge.pid} ${edge.urls[app]} (${app})`));
  });

  test("answers through the edge equal the origin's: status, cache class, headers, body", async () => {
    const { edge, origins } = running();
    const pages = pageSet(running().deployRoot);
    const [entry = ''] = pages.marketing.slice(1);
    const release = entry.slice(0, entry.lastIndexOf('/'));
    const targets = {
      shell: [
        ...pages.shell,
        '/sitemap.xml',
        '/robots.txt',
        // The source map the entry script names (docs/decisions/078).
        `${shellMainScript()}.map`,
        '/about/',
        '/de',
        '/bubble-prototyp?ref=alt',
        '/gibt-es-nicht',
        '/about.html',
        '/About.HTML?x=1',
        '/about.htm%6c',
        '/mf-stats.json',
        '/.prerender-hash',
      ],
      marketing: [
        ...pages.marketing,
        '/index.html',
        '/mf-stats.json',
        `${release}/mf-stats.json`,
        '/gibt-es-nicht.js',
        '/.deployments.jsonl',
      ],
    } as const;
    for (const [app, paths] of Object.entries(targets) as [keyof typeof targets, readonly string[]][])
      for (const path of paths)
        for (const encoding of [browserEncoding['accept-encoding'], 'gzip', '']) {
          const direct = await comparableAnswer(origins[0]?.urls[app] ?? '', path, encoding);
          const through = await comparableAnswer(edge.urls[app], path, encoding);
          expect(through, `${app} ${path} (${encoding || 'identity'})`).toEqual(direct);
        }
    // The classes themselves, so the equality above is not of two wrong answers.
    const classOf = async (app: 'shell' | 'marketing', path: string) =>
      (await comparableAnswer(edge.urls[app], path, 'gzip')).headers['cache-control'];
    expect(await classOf('shell', '/about')).toBe('no-cache');
    expect(await classOf('shell', '/main.js')).toBe('no-cache');
    expect(await classOf('shell', pages.shell.at(-1) ?? '')).toBe(immutable);
    expect(await classOf('marketing', '/mf-manifest.json')).toBe('no-cache');
    expect(await classOf('marketing', entry)).toBe(immutable);
  });

  test('immutable files come from the cache; pages and pointers are revalidated with a conditional request each time', async ({
    request,
  }) => {
    const { edge } = running();
    const chunk = pageSet(running().deployRoot).shell.at(-1) ?? '';
    await request.get(`${edge.urls.shell}${chunk}`);
    const fetched = await originAnswers(edge, chunk);
    await sleep(1100);
    const again = await request.get(`${edge.urls.shell}${chunk}`);
    expect(Number(again.headers().age)).toBeGreaterThanOrEqual(1);
    expect(await originAnswers(edge, chunk)).toEqual(fetched);

    for (const [app, path] of [
      ['shell', '/about'],
      ['marketing', '/mf-manifest.json'],
    ] as const) {
      await request.get(`${edge.urls[app]}${path}`, { headers: browserEncoding });
      const before = (await originAnswers(edge, path)).length;
      for (let i = 0; i < 3; i += 1) {
        const answer = await request.get(`${edge.urls[app]}${path}`, { headers: browserEncoding });
        expect(answer.status()).toBe(200);
        expect(answer.headers().age).toBe('0');
        await sleep(5);
      }
      // The shell's origins read the pointer through the edge too: more 304s may join ours.
      const revalidations = (await originAnswers(edge, path)).slice(before);
      expect(revalidations.length, `${app} ${path}`).toBeGreaterThanOrEqual(3);
      expect(new Set(revalidations), `${app} ${path}`).toEqual(new Set([304]));
    }
  });

  test('a deploy into the folder is served by the edge at once, with no purge', async ({ request }) => {
    const { edge, deployRoot } = running();
    const old = await releaseIdThrough(edge.urls.marketing);
    const oldEntry = pageSet(deployRoot).marketing[1] ?? '';
    const id = await deployNewRelease(deployRoot, 'marketing', String(Date.now()));
    const switched = performance.now();
    let seen = old;
    let requests = 0;
    while (seen !== id && performance.now() - switched < 5000) {
      seen = await releaseIdThrough(edge.urls.marketing);
      requests += 1;
    }
    const ms = performance.now() - switched;
    expect(seen).toBe(id);
    // The first request after the switch has it: the pointer is revalidated, never served from the cache unasked.
    expect(requests).toBe(1);
    reportFigure(`deploy's end → the edge serves the new pointer: ${ms.toFixed(1)} ms (${requests} request)`);
    // Pages still loaded with the old release keep their files; the new release's are there too.
    expect((await request.get(`${edge.urls.marketing}${oldEntry}`)).status()).toBe(200);
    const newEntry = pageSet(deployRoot).marketing[1] ?? '';
    expect(newEntry).toContain(id);
    expect((await request.get(`${edge.urls.marketing}${newEntry}`)).headers()['cache-control']).toBe(immutable);
  });

  test('an origin killed under load (50 connections): not one request fails through the edge', async () => {
    const { edge, origins } = running();
    const pages = pageSet(running().deployRoot);
    const load = loadAll(
      [
        { origin: edge.urls.shell, paths: pages.shell, connections: 40 },
        { origin: edge.urls.marketing, paths: pages.marketing, connections: 10 },
      ],
      4,
    );
    await sleep(1000);
    const killed = performance.now();
    await origins[0]?.kill();
    const out = await msUntilFirstOriginOut(edge, killed);
    const result = await load;
    expect(out, 'the probes take the dead origin out').not.toBeNull();
    expect(result.failed).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.requests).toBeGreaterThan(0);
    reportFigure(
      `origin killed under load: ${result.requests} requests, ${result.failed} failed, p99 ${result.p99Ms} ms, slowest ${result.maxMs} ms; out of the director ${out?.toFixed(0)} ms after the kill`,
    );
  });

  test("with every origin down, what the edge has read is served stale; the rest is the edge's own 503", async ({ request }) => {
    const { edge, origins } = running();
    await request.get(`${edge.urls.shell}/about`);
    const pointer = await releaseIdThrough(edge.urls.marketing);
    await origins[1]?.kill();
    // At once (the probes have not noticed: every fetch fails, then the stale copy stands in) and once they have.
    for (const moment of ['at once', 'after the probes']) {
      if (moment !== 'at once') await sleep(1000);
      const page = await request.get(`${edge.urls.shell}/about`);
      expect(page.status(), moment).toBe(200);
      expect(await page.text()).toContain('<h1');
      expect(await releaseIdThrough(edge.urls.marketing)).toBe(pointer);
    }
    for (const [app, path] of [
      ['shell', '/impressum'],
      ['marketing', '/nie-gelesen.js'],
    ] as const) {
      const unread = await request.get(`${edge.urls[app]}${path}`);
      expect(unread.status(), `${path}: ${await unread.text()}`).toBe(503);
      expect(await unread.text()).toBe(unavailableText);
      expect(unread.headers()['content-type']).toBe('text/plain; charset=utf-8');
      expect(unread.headers()['cache-control']).toBe('no-cache');
      expect(unread.headers()['access-control-allow-origin']).toBe(app === 'shell' ? undefined : '*');
      expectBaseHeaders(unread);
    }
  });

  test('stopped, the edge leaves nothing running', async () => {
    const { edge } = running();
    await edge.stop();
    expect(spawnSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' }).stdout).not.toContain(edge.workDir);
    expect(existsSync(edge.workDir)).toBe(false);
    for (const app of appNames) expect(await refusesConnections(edge.urls[app]), app).toBe(true);
  });
});
