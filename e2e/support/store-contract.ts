import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './ceph-gateway';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import {
  commitPageChange,
  pageRecordFile,
  PointerConflictError,
  readStoredRecord,
  ReleaseStoreError,
  sitemapPaths,
  type PageChange,
  type PageStore,
  type ReleaseStore,
} from '@isarlicht/deploy';
import { racingPageStores } from './page-change-race';
import { storeBuild, type StoreBuild } from './store-build';

/** A stored object's headers as a client of the store gets them. */
export interface ServedHeaders {
  readonly cacheControl: string | undefined;
  readonly contentType: string | undefined;
  readonly contentEncoding: string | undefined;
}

/** One back end under test: a fresh, empty store per test, and how its objects are served. */
export interface StoreUnderTest {
  readonly store: ReleaseStore;
  /** The store's pages, as one more deploy process opens them: a new client per call. */
  readonly pagesOf: () => PageStore;
  /** `key` relative to the store's root (`marketing/releases/<id>/remoteEntry.js`); `encoding` asks for a copy compressed ahead. */
  readonly served: (key: string, encoding?: 'br' | 'gzip') => Promise<ServedHeaders>;
  readonly dispose: () => Promise<void>;
}

const immutable = 'public, max-age=31536000, immutable';

/** What `answer` says of each name of `names`, asked one after the other, as a table to hold against `names`. */
async function tableOf(names: Record<string, string>, answer: (name: string) => Promise<string>): Promise<Record<string, string>> {
  const table: Record<string, string> = {};
  for (const name of Object.keys(names)) table[name] = await answer(name);
  return table;
}

/**
 * The release store's contract (docs/decisions/048), the same for every back end: each
 * test gets a new, empty store from `open`.
 */
export function releaseStoreContract(open: () => Promise<StoreUnderTest>): void {
  let under: StoreUnderTest;
  const builds: StoreBuild[] = [];
  const build = (remote: RemoteName, text: string) => {
    const made = storeBuild(remote, text);
    builds.push(made);
    return made;
  };
  /** A deploy as the commands make it: read the pointer, publish, then switch against what was read. */
  const deploy = async (remote: RemoteName, made: StoreBuild, before?: Promise<unknown>) => {
    const read = await under.store.readPointer(remote);
    await before;
    await under.store.putRelease(remote, made.id, made.dist);
    return under.store.switchPointer(remote, made.id, read?.version ?? null);
  };

  test.beforeEach(async () => {
    under = await open();
  });
  test.afterEach(async () => {
    await under.dispose();
    for (const made of builds.splice(0)) made.remove();
  });

  test('publishes a release once, under its id, and lists it', async () => {
    const { store } = under;
    const first = build('marketing', 'Alt');
    expect(await store.hasRelease('marketing', first.id)).toBe(false);
    expect(await store.putRelease('marketing', first.id, first.dist)).toEqual({ created: true });
    expect(await store.putRelease('marketing', first.id, first.dist)).toEqual({ created: false });
    expect(await store.hasRelease('marketing', first.id)).toBe(true);
    expect(await store.listReleases('marketing')).toEqual([first.id]);
    expect(await store.listReleases('references')).toEqual([]);
  });

  test('stores release files immutable with their type, and the copies compressed ahead with their encoding', async () => {
    const made = build('marketing', 'Alt');
    await under.store.putRelease('marketing', made.id, made.dist);
    const key = (file: string) => `marketing/releases/${made.id}/${file}`;
    const expected: Record<string, string> = {
      'remoteEntry.js': 'text/javascript; charset=utf-8',
      'chunks/home.a1.js': 'text/javascript; charset=utf-8',
      'styles/home.b2.css': 'text/css; charset=utf-8',
      'assets/logo.c3.svg': 'image/svg+xml',
      'mf-manifest.json': 'application/json; charset=utf-8',
    };
    for (const [file, contentType] of Object.entries(expected))
      expect(await under.served(key(file)), file).toEqual({ cacheControl: immutable, contentType, contentEncoding: undefined });
    for (const encoding of ['br', 'gzip'] as const)
      expect(await under.served(key('remoteEntry.js'), encoding), encoding).toEqual({
        cacheControl: immutable,
        contentType: 'text/javascript; charset=utf-8',
        contentEncoding: encoding,
      });
  });

  test('switches the live pointer, revalidated by every client, and records the switch', async () => {
    const { store } = under;
    expect(await store.readPointer('marketing')).toBeNull();
    const made = build('marketing', 'Alt');
    const deployment = await deploy('marketing', made);
    const live = await store.readPointer('marketing');
    expect(live?.releaseId).toBe(made.id);
    expect(JSON.stringify(live?.manifest)).toContain(`releases/${made.id}/chunks/home.a1.js`);
    expect(await under.served('marketing/mf-manifest.json')).toEqual({
      cacheControl: 'no-cache',
      contentType: 'application/json; charset=utf-8',
      contentEncoding: undefined,
    });
    expect(await store.history('marketing')).toEqual([deployment]);
  });

  test('refuses a switch against a pointer version that is no longer live, and keeps the pointer', async () => {
    const { store } = under;
    const [first, second] = [build('marketing', 'Alt'), build('marketing', 'Neu')];
    await deploy('marketing', first);
    await store.putRelease('marketing', second.id, second.dist);
    await expect(store.switchPointer('marketing', second.id, null)).rejects.toThrow(
      /^refused, nothing was switched: the live pointer of marketing changed since this deploy read it \(now .+\)/,
    );
    expect((await store.readPointer('marketing'))?.releaseId).toBe(first.id);
    expect((await store.history('marketing')).map(({ id }) => id)).toEqual([first.id]);
  });

  test('refuses to switch to a release that is not published', async () => {
    const { store } = under;
    const first = build('marketing', 'Alt');
    await deploy('marketing', first);
    const live = await store.readPointer('marketing');
    await expect(store.switchPointer('marketing', '1.0.0-af7a8fd48c-0000000000', live?.version ?? null)).rejects.toThrow(
      /release 1\.0\.0-af7a8fd48c-0000000000 is not published/,
    );
    expect((await store.readPointer('marketing'))?.releaseId).toBe(first.id);
  });

  test('two deploys of one slice at once: one goes live, the other is refused and says why', async () => {
    const { store } = under;
    const [base, left, right] = [build('marketing', 'Basis'), build('marketing', 'Links'), build('marketing', 'Rechts')];
    await deploy('marketing', base);
    // Both read the pointer before either switches.
    let bothRead: () => void = () => undefined;
    const read = new Promise<void>((resolve) => (bothRead = resolve));
    let reads = 0;
    const counted = async (made: StoreBuild) => {
      const pointer = await store.readPointer('marketing');
      if (++reads === 2) bothRead();
      await read;
      await store.putRelease('marketing', made.id, made.dist);
      return store.switchPointer('marketing', made.id, pointer?.version ?? null);
    };
    const results = await Promise.allSettled([counted(left), counted(right)]);
    const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(PointerConflictError);
    expect(String(lost[0])).toMatch(
      /refused, nothing was switched: .*(changed since this deploy read it|is switching its live pointer now)/,
    );
    expect((await store.readPointer('marketing'))?.releaseId).toBe(won[0]?.id);
    expect((await store.history('marketing')).map(({ id }) => id)).toEqual([base.id, won[0]?.id]);
  });

  test('two deploys of two slices at once both go live', async () => {
    const { store } = under;
    const [marketing, references] = [build('marketing', 'Alt'), build('references', 'Alt')];
    await Promise.all([deploy('marketing', marketing), deploy('references', references)]);
    expect((await store.readPointer('marketing'))?.releaseId).toBe(marketing.id);
    expect((await store.readPointer('references'))?.releaseId).toBe(references.id);
  });

  /** A slice's deploy that rendered `rendered` (each listed in the sitemap) from `release`. */
  const change = (remote: RemoteName, release: string, rendered: readonly string[]): PageChange => ({
    remote,
    release,
    rendered,
    listed: rendered,
    retired: [],
  });
  const sitemapOf = async (pages: PageStore) => sitemapPaths((await pages.readPage('sitemap.xml'))?.body.toString('utf8') ?? '');

  test("two slices change the pages at the same moment: both slices' pages and sitemap entries land", async () => {
    const seed = under.pagesOf();
    await commitPageChange(seed, change('marketing', 'm1', ['/', '/leistungen']));
    await commitPageChange(seed, change('references', 'r1', ['/referenzen']));
    // Both read the record before either writes.
    const [marketing, references] = racingPageStores(2, under.pagesOf);
    await Promise.all([
      commitPageChange(marketing ?? seed, change('marketing', 'm2', ['/', '/leistungen', '/leistungen/neu'])),
      commitPageChange(references ?? seed, change('references', 'r2', ['/referenzen', '/referenzen/neu'])),
    ]);
    const every = ['/', '/leistungen', '/leistungen/neu', '/referenzen', '/referenzen/neu'];
    expect(await readStoredRecord(seed)).toEqual({ paths: every, listed: every, releases: { marketing: 'm2', references: 'r2' } });
    expect((await sitemapOf(seed)).sort()).toEqual(every);
  });

  test("every slice changes the pages at once, three rounds: no slice's change is lost", async () => {
    const remotes = ['marketing', 'references', 'consent', 'devtools'] as const;
    for (const round of [1, 2, 3]) {
      const racing = racingPageStores(remotes.length, under.pagesOf);
      await Promise.all(
        remotes.map((remote, index) =>
          commitPageChange(racing[index] ?? under.pagesOf(), change(remote, `${remote}-${round}`, [`/${remote}/${round}`])),
        ),
      );
    }
    const record = await readStoredRecord(under.pagesOf());
    const every = remotes.flatMap((remote) => [1, 2, 3].map((round) => `/${remote}/${round}`)).sort();
    expect(record?.paths).toEqual(every);
    expect(record?.releases).toEqual(Object.fromEntries(remotes.map((remote) => [remote, `${remote}-3`])));
    expect((await sitemapOf(under.pagesOf())).sort()).toEqual(every);
  });

  test('a page compare-and-swap writes only over the version it read', async () => {
    const pages = under.pagesOf();
    expect(await pages.replacePageIf(pageRecordFile, '{"paths":["/"]}', null)).toEqual({ written: true });
    expect(await pages.replacePageIf(pageRecordFile, '{"paths":[]}', null)).toMatchObject({ written: false });
    const read = await pages.readPage(pageRecordFile);
    expect(await pages.replacePageIf(pageRecordFile, '{"paths":["/a"]}', read?.version ?? null)).toEqual({ written: true });
    expect(await pages.replacePageIf(pageRecordFile, '{"paths":["/b"]}', read?.version ?? null)).toMatchObject({
      written: false,
      why: expect.stringMatching(/another deploy wrote \.prerendered\.json since this one read it/),
    });
    expect((await pages.readPage(pageRecordFile))?.body.toString('utf8')).toBe('{"paths":["/a"]}');
  });

  test('one table of names for both back ends: what a release and a page store accept, leave out and refuse', async () => {
    const { store } = under;
    const published = async (name: string): Promise<string> => {
      const made = build('marketing', `Name ${name}`);
      mkdirSync(path.dirname(path.join(made.dist, name)), { recursive: true });
      writeFileSync(path.join(made.dist, name), 'x');
      const refused = await store.putRelease('marketing', made.id, made.dist).then(
        () => false,
        (error: unknown) => (error instanceof ReleaseStoreError ? true : Promise.reject(error)),
      );
      if (refused) return (await store.listReleases('marketing')).includes(made.id) ? 'half-published' : 'refused';
      return (await store.releaseFiles('marketing', made.id)).includes(name) ? 'stored' : 'left out';
    };
    const releaseNames = {
      'chunks/late.d4.js': 'stored',
      'assets/Logo.C3.SVG': 'stored',
      'assets/v1~x+y@2-z_w.txt': 'stored',
      '.build-stamp': 'left out',
      'chunks/.cache/x.js': 'left out',
      'chunks/a b.js': 'refused',
      'chunks/ü.js': 'refused',
      'chunks/u\u0308.js': 'refused',
      'chunks/a\\b.js': 'refused',
      'chunks/50%25.js': 'refused',
      'chunks/a:b.js': 'refused',
    };
    expect(await tableOf(releaseNames, published)).toEqual(releaseNames);

    const made = build('marketing', 'Lesen');
    await store.putRelease('marketing', made.id, made.dist);
    const read = (name: string) =>
      store.readReleaseFile('marketing', made.id, name).then(
        () => 'read',
        (error: unknown) => (error instanceof ReleaseStoreError ? 'refused' : `failed: ${String(error)}`),
      );
    const readNames = {
      'remoteEntry.js': 'read',
      '../x.js': 'refused',
      'a//b.js': 'refused',
      './a.js': 'refused',
      '/a.js': 'refused',
      '.env': 'refused',
    };
    expect(await tableOf(readNames, read)).toEqual(readNames);

    const pages = under.pagesOf();
    const pageNames = {
      'index.html': 'listed',
      'references/ki-beratung.html': 'listed',
      'sitemap.xml': 'listed',
      'robots.txt': 'listed',
      '.prerendered.json': 'listed',
      'app.html': 'refused',
      'main.js': 'refused',
      'notes.txt': 'refused',
      '.index.html.4242-1.tmp': 'refused',
      'references/.hidden.html': 'refused',
      'a b.html': 'refused',
      'ü.html': 'refused',
      '../x.html': 'refused',
    };
    const pageTable = await tableOf(pageNames, async (name) => {
      const written = await pages.writePage(name, 'x').then(
        () => true,
        (error: unknown) => (error instanceof ReleaseStoreError ? false : Promise.reject(error)),
      );
      return !written ? 'refused' : (await pages.listPages()).includes(name) ? 'listed' : 'written, not listed';
    });
    expect(pageTable).toEqual(pageNames);
  });

  test('rolls back to an earlier release; the history keeps every switch in order', async () => {
    const { store } = under;
    const [first, second] = [build('marketing', 'Alt'), build('marketing', 'Neu')];
    await deploy('marketing', first);
    await deploy('marketing', second);
    const live = await store.readPointer('marketing');
    await store.switchPointer('marketing', first.id, live?.version ?? null);
    expect((await store.readPointer('marketing'))?.releaseId).toBe(first.id);
    expect((await store.history('marketing')).map(({ id }) => id)).toEqual([first.id, second.id, first.id]);
    expect(await store.listReleases('marketing')).toEqual([first.id, second.id].sort());
  });
}
