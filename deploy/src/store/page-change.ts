import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { pageRecordFile, pageRecordText, sitemapOfRecord, type PageRecord } from '../release/page-record';
import { readVersionedRecord, type PageStore } from './page-store';
import { ReleaseStoreError } from './release-store';

/** What one slice's deploy changed in the pages: the record merges it into whatever is there when it writes. */
export interface PageChange {
  readonly remote: RemoteName;
  /** The release its pages are now rendered from. */
  readonly release: string;
  /** The addresses it rendered, and of them those `sitemap.xml` lists. */
  readonly rendered: readonly string[];
  readonly listed: readonly string[];
  /** The addresses no live release prerenders any more (their files were removed). */
  readonly retired: readonly string[];
}

/** A change applied to a record: its addresses replace theirs, retired ones leave, the other slices' stay as they are. */
export function applyPageChange(record: PageRecord, change: PageChange): PageRecord {
  const replaced = new Set([...change.rendered, ...change.retired]);
  return {
    paths: [...record.paths.filter((pathname) => !replaced.has(pathname)), ...change.rendered],
    listed: [...record.listed.filter((pathname) => !replaced.has(pathname)), ...change.listed],
    releases: { ...record.releases, [change.remote]: change.release },
  };
}

/** How often a deploy merges its change again after another deploy's record came first. */
const attempts = 12;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, (10 + Math.random() * 40) * attempt));

/**
 * Until `sitemap.xml` is the one of the record as it is now: a sitemap written from a
 * record another deploy has replaced since is written again, from the new one. It stops
 * once the record stayed the same across the write, so whichever deploy writes last
 * wrote the sitemap of the record that is there (docs/decisions/062).
 */
async function settleSitemap(pages: PageStore, written: () => void): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const read = await readVersionedRecord(pages);
    if (read === null) return;
    const sitemap = sitemapOfRecord(read.record);
    if ((await pages.readPage('sitemap.xml'))?.body.toString('utf8') !== sitemap) {
      await pages.writePage('sitemap.xml', sitemap);
      written();
    }
    if ((await pages.readPage(pageRecordFile))?.version === read.version) return;
  }
  throw new ReleaseStoreError(`sitemap.xml in ${pages.location} kept changing under this deploy: deploy again to write it`);
}

/**
 * Merges a slice's page change into the store's record, a compare-and-swap: read the
 * record, apply the change, write `sitemap.xml` of the result, then the record only
 * while it is still the one read (`replacePageIf`); where another slice's deploy wrote
 * it first, read it again and merge again. The record stays the last write (a deploy
 * stopped before it renders its pages again, docs/decisions/050), and two slices
 * deployed at the same moment both keep their pages (062). `written` is called after
 * each write (the deploy's fault points).
 */
export async function commitPageChange(pages: PageStore, change: PageChange, written: () => void = () => undefined): Promise<PageRecord> {
  const refusals: string[] = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const read = await readVersionedRecord(pages);
    const next = applyPageChange(read?.record ?? { paths: [], listed: [], releases: {} }, change);
    await pages.writePage('sitemap.xml', sitemapOfRecord(next));
    written();
    const swap = await pages.replacePageIf(pageRecordFile, pageRecordText(next), read?.version ?? null);
    if (swap.written) {
      written();
      await settleSitemap(pages, written);
      return next;
    }
    refusals.push(swap.why);
    await pause(attempt);
  }
  throw new ReleaseStoreError(
    `the page record in ${pages.location} was not written after ${attempts} tries (${refusals.at(-1) ?? ''}): deploy again, its pages are rendered again`,
  );
}
