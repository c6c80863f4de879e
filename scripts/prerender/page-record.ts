import { pageRecordText, sitemapOfRecord, type PageRecord } from '@isarlicht/deploy';
import { matchPattern } from '@isarlicht/contracts/routes/match-pattern';
import type { RoutedPage } from '@isarlicht/contracts/pages/routed-pages';

/** The page of the composed site that answers a path, if any (the one matcher, docs/decisions/030). */
export const pageAt = (pages: readonly RoutedPage[], pathname: string): RoutedPage | undefined =>
  pages.find((page) => matchPattern(page.path, pathname) !== null);

/** Of the addresses, those `sitemap.xml` lists: their page declares `sitemap`. */
export const listedOf = (pages: readonly RoutedPage[], paths: readonly string[]): string[] =>
  paths.filter((pathname) => pageAt(pages, pathname)?.sitemap === true);

/**
 * The record of the prerendered addresses, the ones the sitemap lists and the releases
 * they were rendered from, and `sitemap.xml` made from it. A later remote deploy
 * reads the record to know what is there; the record is written after the sitemap.
 */
export function pageRecordFiles(
  { paths, releases }: Omit<PageRecord, 'listed'>,
  pages: readonly RoutedPage[],
): { readonly sitemap: string; readonly record: string } {
  const record = { paths, listed: listedOf(pages, paths), releases };
  return { sitemap: sitemapOfRecord(record), record: pageRecordText(record) };
}
