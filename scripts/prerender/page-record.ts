import { pageRecordText, sitemapXml, type PageRecord } from '@isarlicht/deploy';
import { matchPattern, siteConfig, type RoutedPage } from '@isarlicht/contracts';

/** The page of the composed site that answers a path, if any (the one matcher, docs/decisions/030). */
export const pageAt = (pages: readonly RoutedPage[], pathname: string): RoutedPage | undefined =>
  pages.find((page) => matchPattern(page.path, pathname) !== null);

/**
 * The record of the prerendered addresses and the releases they were rendered from, and
 * `sitemap.xml`: every address whose page declares `sitemap`. A later remote deploy
 * reads the record to know what is there; the record is written after the sitemap.
 */
export function pageRecordFiles(record: PageRecord, pages: readonly RoutedPage[]): { readonly sitemap: string; readonly record: string } {
  const listed = [...new Set(record.paths)].sort().filter((pathname) => pageAt(pages, pathname)?.sitemap === true);
  return { sitemap: sitemapXml(siteConfig.seo.baseUrl, listed), record: pageRecordText(record) };
}
