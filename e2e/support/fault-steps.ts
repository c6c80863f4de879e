import { expect } from '@playwright/test';
import { readStoredRecord } from '@isarlicht/deploy';
import { deployToTheEnd, runDeploy } from './deploy-process';
import { siteThroughOrigin } from './site-through-origin';
import type { StoreSite } from './store-site';

/** One row of the crash table: the step the deploy was killed at, what was live then, and after the same deploy ran again. */
export interface FaultRow {
  readonly store: string;
  readonly step: string;
  readonly killed: string;
  readonly recovered: string;
}

/** A release by the name the test gave it (`A`, `B`, `M1`): the table reads as a story, not as hashes. */
export type ReleaseNames = ReadonlyMap<string, string>;

const nameOf = (names: ReleaseNames, id: string | null | undefined): string => (id == null ? 'none' : (names.get(id) ?? id));

/** What a visitor gets for marketing: its live pointer, the release the home page names, and the release the record says the pages follow. */
async function seen(site: StoreSite, names: ReleaseNames): Promise<{ readonly live: string | null; readonly text: string }> {
  const { live, pageReleases } = await siteThroughOrigin(site.origin, site.store);
  const home = (pageReleases.get('/') ?? []).find((id) => names.has(id));
  const record = (await readStoredRecord(site.store.pages))?.releases.marketing;
  return {
    live: live.marketing,
    text: `pointer ${nameOf(names, live.marketing)}, / names ${nameOf(names, home)}, pages rendered from ${nameOf(names, record)}`,
  };
}

/**
 * A marketing deploy of `dist` killed (SIGKILL) where it stopped itself at `step`:
 * every page must answer through the origin with one consistent release per remote;
 * then the same deploy runs again and must leave `dist`'s release live with its pages.
 */
export async function killAndRecover(site: StoreSite, step: string, dist: string, id: string, names: ReleaseNames): Promise<FaultRow> {
  const run = runDeploy('marketing', 'deploy', ['--from', dist], site.env, step);
  process.kill(await run.stopped(), 'SIGKILL');
  const { code } = await run.ended;
  expect(code).not.toBe(0);
  // A release cut short is not published: no deploy can switch to it, no listing shows it.
  if (step.startsWith('upload:')) expect(await site.store.releases.listReleases('marketing')).not.toContain(id);
  const killed = await seen(site, names);
  await deployToTheEnd('marketing', ['--from', dist], site.env);
  const recovered = await seen(site, names);
  expect((await site.store.releases.readPointer('marketing'))?.releaseId).toBe(id);
  expect(recovered.live).toBe(id);
  expect((await readStoredRecord(site.store.pages))?.releases.marketing).toBe(id);
  return {
    store: site.store.releases.location.startsWith('s3://') ? 'S3 (Ceph RGW)' : 'folder',
    step,
    killed: killed.text,
    recovered: recovered.text,
  };
}
