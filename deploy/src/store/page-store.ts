import { pageRecordFile, parsePageRecord, sitemapPaths, type PageRecord } from '../release/page-record';
import type { Revalidation } from './release-store';

/** A page file as read: its bytes and a version a later read compares with. */
export interface StoredPage {
  readonly body: Buffer;
  readonly version: string;
}

/**
 * Where the prerendered pages of the site are kept (docs/decisions/050): the shell's
 * part of a release store, under `shell/` beside the remotes (a folder's or a bucket
 * prefix's), or the shell's build folder that `npm start` serves. A file is a page's
 * HTML (`index.html`, `references/<slug>.html`, `404.html`), `sitemap.xml`,
 * `robots.txt` or the record `.prerendered.json` (which pages there are, and from
 * which releases they were rendered), which a deploy writes last.
 */
export interface PageStore {
  /** For messages: a folder or `s3://bucket/prefix/shell`. */
  readonly location: string;
  readPage(file: string): Promise<StoredPage | null>;
  /** `unchanged` while the file is still at `known`: an origin's revalidation per request (a conditional GET on S3). */
  revalidatePage(file: string, known: string | null): Promise<Revalidation<StoredPage>>;
  /** Replaces a file whole: a reader gets the old or the new one, never a part (S3 PUT, or rename on a folder). */
  writePage(file: string, body: Buffer | string): Promise<void>;
  /**
   * Replaces a file only while it is still at `expected` (null: while there is none), a
   * compare-and-swap: a conditional PUT on S3, a short lock and a compare on a folder.
   * Where another writer came first nothing is written, and `why` says so.
   */
  replacePageIf(file: string, body: Buffer | string, expected: string | null): Promise<PageSwap>;
  removePage(file: string): Promise<void>;
  /** Every file, sorted. */
  listPages(): Promise<readonly string[]>;
}

/** How a compare-and-swap of a page file went. */
export type PageSwap = { readonly written: true } | { readonly written: false; readonly why: string };

/** The record as read, with the version of its file a compare-and-swap expects (null: there is no record file). */
export interface VersionedRecord {
  readonly record: PageRecord;
  readonly version: string | null;
}

/**
 * The record of the pages in a store with its version (`sitemap.xml`'s addresses for
 * pages prerendered before the record was kept, and for a record written before it
 * kept the listed ones); null where there are no pages.
 */
export async function readVersionedRecord(pages: PageStore): Promise<VersionedRecord | null> {
  const [record, sitemap] = await Promise.all([pages.readPage(pageRecordFile), pages.readPage('sitemap.xml')]);
  const listed = sitemap === null ? [] : sitemapPaths(sitemap.body.toString('utf8'));
  if (record !== null) return { record: parsePageRecord(record.body.toString('utf8'), listed), version: record.version };
  return sitemap === null ? null : { record: { paths: listed, listed, releases: {} }, version: null };
}

/** The record of the pages in a store; null where none are. */
export const readStoredRecord = async (pages: PageStore): Promise<PageRecord | null> => (await readVersionedRecord(pages))?.record ?? null;
