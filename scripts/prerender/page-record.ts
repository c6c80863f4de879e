import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sitemapXml } from '@isarlicht/deploy';
import { matchPattern, siteConfig, type RoutedPage } from '@isarlicht/contracts';

/** The prerendered addresses, beside the pages (a dotfile: the servers never publish it). */
export const pageRecordFile = '.prerendered.json';

/** The page of the composed site that answers a path, if any (the one matcher, docs/decisions/030). */
export const pageAt = (pages: readonly RoutedPage[], pathname: string): RoutedPage | undefined =>
  pages.find((page) => matchPattern(page.path, pathname) !== null);

/** The prerendered addresses; for pages prerendered before the record was kept, the ones sitemap.xml lists (then all). */
export function readPageRecord(shellDist: string): string[] {
  const file = path.join(shellDist, pageRecordFile);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as string[];
  const sitemap = path.join(shellDist, 'sitemap.xml');
  if (!existsSync(sitemap)) return [];
  const origin = new URL(siteConfig.seo.baseUrl).origin;
  return [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => new URL(url, origin).pathname);
}

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
