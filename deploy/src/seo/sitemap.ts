import { absoluteUrl } from './absolute-url';
import { xmlEscape } from './xml-escape';

/**
 * `sitemap.xml` of the prerendered pages: absolute URLs, sorted and de-duplicated so
 * the file only changes when the set of pages does (no lastmod: every deploy would
 * otherwise rewrite it without a content change).
 */
export function sitemapXml(baseUrl: string, paths: readonly string[]): string {
  const urls = [...new Set(paths.map((path) => absoluteUrl(baseUrl, path)))].sort();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${xmlEscape(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
