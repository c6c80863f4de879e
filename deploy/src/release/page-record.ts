import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfig } from '@isarlicht/contracts';

/** The prerendered addresses, beside the pages (a dotfile: the servers never publish it). */
export const pageRecordFile = '.prerendered.json';

/**
 * The prerendered addresses of the shell build in `shellDist`: the addresses the live
 * site actually serves. The prerender keeps the record, a remote's deploy reads it to
 * tell an address a slice serves from one it answers as not found. For pages
 * prerendered before the record was kept, the ones sitemap.xml lists; none where
 * neither is there.
 */
export function readPageRecord(shellDist: string): string[] {
  const file = path.join(shellDist, pageRecordFile);
  if (existsSync(file)) {
    const record: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(record) ? record.filter((entry): entry is string => typeof entry === 'string') : [];
  }
  const sitemap = path.join(shellDist, 'sitemap.xml');
  if (!existsSync(sitemap)) return [];
  const origin = new URL(siteConfig.seo.baseUrl).origin;
  return [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => new URL(url, origin).pathname);
}
