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
  removePage(file: string): Promise<void>;
  /** Every file, sorted. */
  listPages(): Promise<readonly string[]>;
}

/** What the prerender writes beside the shell's build and a page store keeps: the pages, the SEO files and the record. */
export const isPageFile = (file: string): boolean =>
  (file.endsWith('.html') && file !== 'app.html') || ['sitemap.xml', 'robots.txt', pageRecordFile].includes(file);

/** The record of the pages in a store (`sitemap.xml`'s addresses for pages prerendered before it was kept); null where none are. */
export async function readStoredRecord(pages: PageStore): Promise<PageRecord | null> {
  const record = await pages.readPage(pageRecordFile);
  if (record !== null) return parsePageRecord(record.body.toString('utf8'));
  const sitemap = await pages.readPage('sitemap.xml');
  return sitemap === null ? null : { paths: sitemapPaths(sitemap.body.toString('utf8')), releases: {} };
}
