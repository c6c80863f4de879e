import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import path from 'node:path';
import { releaseIdOf } from '../../src';
import { healthPath } from '../../src/origin/origin-health';
import { shellFiles } from '../support/fixture-dist';
import { remoteBuild } from '../support/remote-build';
import { samplePages } from '../support/sample-pages';
import { originSite, writeInto, type OriginSite } from './origin-site';

const builds: { remove: () => void }[] = [];
const build = (text: string) => {
  const made = remoteBuild(text);
  builds.push(made);
  // Every file its manifest names, as a real build has them.
  for (const file of ['chunks/696.a.js', 'chunks/later.c.js', 'styles/home.d.css']) writeInto(made.root, file, `/* ${file} */`);
  return { dist: made.root, id: releaseIdOf(made.root) };
};
let site: OriginSite;

/** node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request, which express answers in full. */
const statusOf = (url: string, headers: Record<string, string>) =>
  new Promise<number | undefined>((resolve, reject) =>
    httpGet(url, { headers }, (answer) => {
      answer.resume();
      resolve(answer.statusCode);
    }).on('error', reject),
  );

const get = (app: Parameters<OriginSite['url']>[0], pathname: string) => fetch(`${site.url(app)}${pathname}`);
const health = async (app: Parameters<OriginSite['url']>[0]) => {
  const answer = await get(app, healthPath);
  return {
    status: answer.status,
    ...((await answer.json()) as { state: string; stale: string[]; releases: Record<string, string | null> }),
  };
};
const liveRelease = async () =>
  ((await (await get('marketing', '/mf-manifest.json')).json()) as { metaData: { release: { id: string } } }).metaData.release.id;

beforeEach(async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const first = build('Alt');
  site = await originSite(first.dist, first.id);
});
afterEach(async () => {
  await site.close();
  for (const made of builds.splice(0)) made.remove();
  jest.restoreAllMocks();
});

describe('an origin on a release store (docs/decisions/050)', () => {
  it('serves the pages of the store with the express headers, each revalidated per request', async () => {
    const about = await get('shell', '/about');
    expect(about.status).toBe(200);
    expect(about.headers.get('cache-control')).toBe('no-cache');
    expect(about.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await about.text()).toContain('Über uns');
    await site.store.pages.writePage('about.html', '<!doctype html><title>Über uns</title><div id="root">Neu im Store</div>');
    expect(await (await get('shell', '/about')).text()).toContain('Neu im Store');
    await site.store.pages.removePage('about.html');
    const gone = await get('shell', '/about');
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('Seite nicht gefunden');
  });

  it('serves a new pointer once its release is there, and keeps the one it holds when a new one names a file it cannot get', async () => {
    const { releases } = site.store;
    const second = build('Neu');
    await releases.putRelease('marketing', second.id, second.dist);
    await releases.switchPointer('marketing', second.id, (await releases.readPointer('marketing'))?.version ?? null);
    expect(await liveRelease()).toBe(second.id);
    expect((await get('marketing', `/releases/${second.id}/chunks/home.b.js`)).status).toBe(200);

    const broken = build('Kaputt');
    await releases.putRelease('marketing', broken.id, broken.dist);
    rmSync(path.join(site.root, 'marketing', 'releases', broken.id, 'chunks', 'home.b.js'));
    await releases.switchPointer('marketing', broken.id, (await releases.readPointer('marketing'))?.version ?? null);
    expect(await liveRelease()).toBe(second.id);
    const state = await health('marketing');
    expect(state).toMatchObject({ status: 200, state: 'stale', releases: { marketing: second.id } });
    expect(state.stale.join('\n')).toContain(`names files its release ${broken.id} lacks: releases/${broken.id}/chunks/home.b.js`);
  });

  it('serves what it read while the store does not answer, says so on its health, and is fresh again after', async () => {
    expect((await get('shell', '/services')).status).toBe(200);
    site.down.value = true;
    for (const pathname of ['/services', '/about', '/']) expect([pathname, (await get('shell', pathname)).status]).toEqual([pathname, 200]);
    expect((await get('marketing', '/mf-manifest.json')).status).toBe(200);
    // A page it never read: the store cannot say whether there is one.
    const unread = await get('shell', '/nie-gelesen');
    expect(unread.status).toBe(503);
    expect(unread.headers.get('retry-after')).toBe('1');
    const during = await health('shell');
    expect(during).toMatchObject({ status: 200, state: 'stale' });
    expect(during.stale).toEqual(['the release store did not answer within 2000 ms']);
    site.down.value = false;
    await new Promise((resolve) => setTimeout(resolve, 60));
    for (const pathname of ['/services', '/about', '/', '/nie-gelesen', '/mf-manifest.json'])
      await get(pathname === '/mf-manifest.json' ? 'marketing' : 'shell', pathname);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await health('shell')).toMatchObject({ status: 200, state: 'fresh', stale: [] });
    expect((await get('shell', '/nie-gelesen')).status).toBe(404);
  });

  it('answers an old address with its redirect while the store does not answer: a redirect reads no page file', async () => {
    const withPages = build('Mit Seiten');
    const manifestFile = path.join(withPages.dist, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: Record<string, unknown> };
    manifest.metaData.pages = samplePages.marketing;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const id = releaseIdOf(withPages.dist);
    const { releases } = site.store;
    await releases.putRelease('marketing', id, withPages.dist);
    await releases.switchPointer('marketing', id, (await releases.readPointer('marketing'))?.version ?? null);
    expect(await liveRelease()).toBe(id);
    // The shell reads the live manifests' redirects at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    site.down.value = true;
    const moved = await fetch(`${site.url('shell')}/de`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/']);
  });

  // A second origin reads the whole store at its start: slow on a machine busy with other runs.
  it("two origins of one shell build send one validator for its files, so either answers the other's with a 304", async () => {
    const other = await site.secondOrigin();
    const otherShell = other.listeners.find((listener) => listener.app === 'shell')?.url ?? '';
    const first = await get('shell', '/main.js');
    const second = await fetch(`${otherShell}/main.js`);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('last-modified')).toBe(first.headers.get('last-modified'));
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request, which express answers in full.
    const revalidated = await new Promise<number | undefined>((resolve, reject) =>
      httpGet(`${otherShell}/main.js`, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      }).on('error', reject),
    );
    expect(revalidated).toBe(304);
  }, 20_000);

  // Per origin, the validator of a page or pointer it wrote into its cache would be its own (the time it read it).
  it('pages and pointers carry one validator on every origin, made from what the store holds, and a new one once it changes', async () => {
    await site.store.pages.writePage('sitemap.xml', shellFiles['sitemap.xml'] ?? '');
    const other = await site.secondOrigin();
    const otherUrl = (app: 'shell' | 'marketing') => other.listeners.find((listener) => listener.app === app)?.url ?? '';
    const table = [
      ['shell', '/about'],
      ['shell', '/sitemap.xml'],
      ['marketing', '/mf-manifest.json'],
    ] as const;
    const answers = [];
    for (const [app, pathname] of table) {
      const first = await get(app, pathname);
      const etag = first.headers.get('etag') ?? '';
      // What an edge or a browser sends again: the validators it got from origin 1.
      const lastModified = first.headers.get('last-modified');
      const headers = { 'if-none-match': etag, ...(lastModified === null ? {} : { 'if-modified-since': lastModified }) };
      answers.push({
        pathname,
        sameValidator: (await fetch(`${otherUrl(app)}${pathname}`)).headers.get('etag') === etag && etag !== '',
        otherOrigin: await statusOf(`${otherUrl(app)}${pathname}`, headers),
        sameOrigin: await statusOf(`${site.url(app)}${pathname}`, headers),
      });
    }
    expect(answers).toEqual(table.map(([, pathname]) => ({ pathname, sameValidator: true, otherOrigin: 304, sameOrigin: 304 })));
    const before = (await get('shell', '/about')).headers.get('etag') ?? '';
    await site.store.pages.writePage('about.html', '<!doctype html><title>Über uns</title><div id="root">Neu im Store</div>');
    const changed = await fetch(`${otherUrl('shell')}/about`);
    expect(changed.headers.get('etag')).not.toBe(before);
    expect(await statusOf(`${otherUrl('shell')}/about`, { 'if-none-match': before })).toBe(200);
    expect(await statusOf(`${site.url('shell')}/about`, { 'if-none-match': changed.headers.get('etag') ?? '' })).toBe(304);
  }, 20_000);

  it('a remote whose pointer left the store is no longer served, and its health says so', async () => {
    rmSync(path.join(site.root, 'devtools', 'mf-manifest.json'));
    expect((await get('devtools', '/mf-manifest.json')).status).toBe(404);
    expect(await health('devtools')).toMatchObject({ status: 503, releases: { devtools: null } });
    expect((await health('marketing')).status).toBe(200);
  });
});
