import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageRecordFile, sitemapXml } from '@isarlicht/deploy';
import { matchPattern, siteConfig, type RoutedPage } from '@isarlicht/contracts';

/** The page of the composed site that answers a path, if any (the one matcher, docs/decisions/030). */
export const pageAt = (pages: readonly RoutedPage[], pathname: string): RoutedPage | undefined =>
  pages.find((page) => matchPattern(page.path, pathname) !== null);

/**
 * Records the prerendered addresses and writes `sitemap.xml`: every one whose page
 * declares `sitemap`. A later remote deploy reads the record to know what is there.
 */
export function writePageRecord(shellDist: string, paths: readonly string[], pages: readonly RoutedPage[]): void {
  const sorted = [...new Set(paths)].sort();
  writeFileSync(path.join(shellDist, pageRecordFile), `${JSON.stringify(sorted, null, 2)}\n`);
  const listed = sorted.filter((pathname) => pageAt(pages, pathname)?.sitemap === true);
  writeFileSync(path.join(shellDist, 'sitemap.xml'), sitemapXml(siteConfig.seo.baseUrl, listed));
}
