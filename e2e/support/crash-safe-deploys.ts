import path from 'node:path';
import { expect } from '@playwright/test';
import { readStoredRecord, releaseIdOf, sitemapPaths } from '@isarlicht/deploy';
import { test, type CephGateway } from './ceph-gateway';
import { deployToTheEnd, runDeploy, untilStopped, type DeployRun } from './deploy-process';
import { killAndRecover, type FaultRow } from './fault-steps';
import { repoRoot } from './slice-release';
import { siteThroughOrigin } from './site-through-origin';
import { changedMarketingDistVariable } from './store-global-setup';
import { markedBuild, publishedSite, type StoreSite } from './store-site';

/** A store a crash-safe group deploys into, opened for the group and closed after it. */
export interface OpenedStore {
  readonly env: NodeJS.ProcessEnv;
  readonly close: () => Promise<void>;
  /** The worker's gateway where the store is on one: the group pauses it to play a store that does not answer. */
  readonly gateway: CephGateway | null;
}

export interface CrashSafeBackEnd {
  readonly name: string;
  /** For file names: which back end made a release. */
  readonly key: string;
  readonly tag: readonly string[];
  readonly open: (cephGateway: () => Promise<CephGateway>) => Promise<OpenedStore>;
}

/** The marketing release whose home page differs, built once by the suite's global setup. */
function changedMarketingDist(): string {
  const dist = process.env[changedMarketingDistVariable];
  if (dist === undefined) throw new Error(`${changedMarketingDistVariable} is unset: run the store suite with playwright.store.config.ts`);
  return dist;
}

/** The addresses the store's `sitemap.xml` lists, sorted. */
const sitemapOf = async (site: StoreSite): Promise<string[]> =>
  sitemapPaths((await site.store.pages.readPage('sitemap.xml'))?.body.toString('utf8') ?? '').sort();

/** What a refused deploy must leave as it was: every pointer, the releases of marketing, the record of the pages. */
async function storeState(site: StoreSite): Promise<unknown> {
  const { releases, pages } = site.store;
  return {
    pointers: await Promise.all(
      ['marketing', 'references'].map(async (name) => (await releases.readPointer(name as 'marketing'))?.version),
    ),
    releases: await releases.listReleases('marketing'),
    record: (await pages.readPage('.prerendered.json'))?.version,
  };
}

/**
 * A deploy is safe to kill at any step (docs/decisions/050): the back end gets the site
 * published, an origin on it, and marketing deploys killed where they stop themselves
 * (`DEPLOY_FAULT`), each checked through the origin and run again. One spec file per back
 * end, so that the two run in workers of their own (docs/decisions/069).
 */
export function crashSafeDeploys(backEnd: CrashSafeBackEnd): void {
  const table: FaultRow[] = [];
  const cleanups: (() => void)[] = [];
  const marked = (remote: 'marketing' | 'references', marker: string) => {
    const made = markedBuild(remote, marker);
    cleanups.push(made.remove);
    return made;
  };

  test.describe(`${backEnd.name}: crash-safe and concurrency-safe deploys`, { tag: [...backEnd.tag] }, () => {
    test.describe.configure({ mode: 'serial' });
    let site: StoreSite;
    let close: () => Promise<void> = async () => undefined;
    let gateway: CephGateway | null = null;

    test.beforeAll(async ({ cephGateway }) => {
      test.setTimeout(240_000);
      const opened = await backEnd.open(cephGateway);
      close = opened.close;
      gateway = opened.gateway;
      site = await publishedSite(opened.env);
    });
    test.afterAll(async () => {
      await site?.stop();
      await close();
      for (const remove of cleanups.splice(0)) remove();
      if (table.length > 0)
        console.log(
          [
            '| store | killed at | live after the kill | after the same deploy ran again |',
            '|---|---|---|---|',
            ...table.map((row) => `| ${row.store} | ${row.step} | ${row.killed} | ${row.recovered} |`),
          ].join('\n'),
        );
    });

    test('a deploy killed at each step leaves every page answering with one consistent release per remote; run again, it completes', async () => {
      test.setTimeout(480_000);
      const original = {
        dist: path.join(repoRoot, 'mfe-marketing', 'dist'),
        id: (await site.store.releases.readPointer('marketing'))?.releaseId ?? '',
      };
      const [first, second] = [marked('marketing', `${backEnd.key}-1`), marked('marketing', `${backEnd.key}-2`)];
      const changedDist = changedMarketingDist();
      const changed = { dist: changedDist, id: releaseIdOf(changedDist) };
      const names = new Map([
        [original.id, 'A'],
        [first.id, 'A+1'],
        [second.id, 'A+2'],
        [changed.id, 'B'],
      ]);
      // A+1 and A+2 are new releases with A's pages; B changes the home page, and back to A renders it again.
      for (const [step, release] of [
        ['upload:3', first],
        ['before-switch', second],
        ['after-switch', changed],
        ['pages:1', original],
      ] as const)
        table.push(await killAndRecover(site, step, release.dist, release.id, names));
    });

    test('two slices deployed at once both land; two deploys of one slice at once: one goes live, the other is refused and says why', async () => {
      test.setTimeout(360_000);
      const [marketing, references] = [marked('marketing', `${backEnd.key}-3`), marked('references', `${backEnd.key}-1`)];
      await Promise.all([
        deployToTheEnd('marketing', ['--from', marketing.dist], site.env),
        deployToTheEnd('references', ['--from', references.dist], site.env),
      ]);
      expect((await site.store.releases.readPointer('marketing'))?.releaseId).toBe(marketing.id);
      expect((await site.store.releases.readPointer('references'))?.releaseId).toBe(references.id);

      // Both read the page record and write the sitemap, stop before the record (`pages:1`), and go on at the same moment.
      const before = await readStoredRecord(site.store.pages);
      const sitemapBefore = await sitemapOf(site);
      const slices = [marked('marketing', `${backEnd.key}-7`), marked('references', `${backEnd.key}-2`)] as const;
      const paused = [
        runDeploy('marketing', 'deploy', ['--from', slices[0].dist], site.env, 'pages:1'),
        runDeploy('references', 'deploy', ['--from', slices[1].dist], site.env, 'pages:1'),
      ];
      const stopped = await Promise.all(paused.map((run) => run.stopped()));
      await Promise.all(stopped.map(untilStopped));
      for (const pid of stopped) process.kill(pid, 'SIGCONT');
      const ended = await Promise.all(paused.map((run) => run.ended));
      expect(
        ended.map(({ code }) => code),
        ended.map(({ stderr }) => stderr).join('\n'),
      ).toEqual([0, 0]);
      const after = await readStoredRecord(site.store.pages);
      expect(after?.releases, ended.map(({ stdout }) => stdout).join('\n')).toMatchObject({
        marketing: slices[0].id,
        references: slices[1].id,
      });
      expect(after?.paths).toEqual(before?.paths);
      expect(await sitemapOf(site)).toEqual(sitemapBefore);
      expect(sitemapBefore.length).toBeGreaterThan(0);

      // Both read the pointer and publish their release, stop before the switch, and go on at the same moment.
      const [left, right] = [marked('marketing', `${backEnd.key}-4`), marked('marketing', `${backEnd.key}-5`)];
      const runs = [left, right].map((made) => runDeploy('marketing', 'deploy', ['--from', made.dist], site.env, 'before-switch'));
      const pids = await Promise.all(runs.map((run) => run.stopped()));
      await Promise.all(pids.map(untilStopped));
      for (const pid of pids) process.kill(pid, 'SIGCONT');
      const results = await Promise.all(runs.map((run) => run.ended));
      expect(results.map(({ code }) => code).sort()).toEqual([0, 1]);
      const lost = results.find(({ code }) => code === 1)?.stderr.trim() ?? '';
      expect(lost).toMatch(
        /^\[deploy\] refused, nothing was switched: (the live pointer of marketing changed since this deploy read it|another deploy of marketing is switching its live pointer now)/,
      );
      expect(lost.split('\n')).toHaveLength(1);
      const winner = results[0]?.code === 0 ? left : right;
      expect((await site.store.releases.readPointer('marketing'))?.releaseId).toBe(winner.id);
      const { live } = await siteThroughOrigin(site.origin, site.store);
      expect(live).toMatchObject({ marketing: winner.id, references: slices[1].id });
    });

    test('bad input: one line, a non-zero exit, nothing switched and nothing half-written', async () => {
      test.setTimeout(180_000);
      const made = marked('marketing', `${backEnd.key}-6`);
      const before = await storeState(site);
      const start = (env: NodeJS.ProcessEnv, fault?: string) =>
        runDeploy('marketing', 'deploy', ['--from', made.dist], { ...site.env, ...env }, fault);
      const refused = async (run: DeployRun, expected: RegExp) => {
        const { code, stderr } = await run.ended;
        expect(code, stderr).toBe(1);
        expect(stderr.trim()).toMatch(expected);
        expect(stderr.trim().split('\n'), stderr).toHaveLength(1);
        expect(stderr).not.toContain(String(site.env.AWS_SECRET_ACCESS_KEY ?? 'no secret'));
      };
      const malformed = /^\[deploy\] RELEASE_STORE must be file:<absolute folder> or s3:\/\/<bucket>\/<prefix>/;
      await refused(start({ RELEASE_STORE: 'file:relative/folder' }), malformed);
      await refused(start({ RELEASE_STORE: 's3://Not_A_Bucket/site' }), malformed);
      expect(await storeState(site)).toEqual(before);
      if (gateway === null) return;
      const paused = gateway;
      await refused(
        start({ RELEASE_STORE: 's3://no-such-bucket/production' }),
        /^\[deploy\] the bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+/,
      );
      await refused(
        start({ AWS_SECRET_ACCESS_KEY: 'not-the-secret-0123456789' }),
        /^\[deploy\] the release store .+ refused the credentials \(SignatureDoesNotMatch\)/,
      );
      expect(await storeState(site)).toEqual(before);
      // A store that does not answer: before anything is written, and after two files of the release.
      const slow = /^\[deploy\] the release store .+ did not answer within 1500 ms/;
      paused.pause();
      try {
        await refused(start({ RELEASE_STORE_TIMEOUT_MS: '1500' }), slow);
      } finally {
        paused.resume();
      }
      expect(await storeState(site)).toEqual(before);
      const cutShort = start({ RELEASE_STORE_TIMEOUT_MS: '1500' }, 'upload:2');
      const pid = await cutShort.stopped();
      await untilStopped(pid);
      paused.pause();
      process.kill(pid, 'SIGCONT');
      try {
        await refused(cutShort, slow);
      } finally {
        paused.resume();
      }
      expect(await storeState(site)).toEqual(before);
      expect(await site.store.releases.listReleases('marketing')).not.toContain(made.id);
      await siteThroughOrigin(site.origin, site.store);
    });
  });
}
