import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { siteConfig } from '@isarlicht/site-content/site-config';
import { sitemapXml } from '../seo/sitemap';

/** The prerendered addresses, beside the pages (a dotfile: the servers never publish it). */
export const pageRecordFile = '.prerendered.json';

/**
 * What the prerender recorded: the addresses it wrote a page for, and for each remote
 * the release its pages were last rendered from. A deploy compares that release with
 * the live one, so a deploy that stopped after its switch and before its pages renders
 * them when it runs again (docs/decisions/050).
 */
export interface PageRecord {
  readonly paths: readonly string[];
  /** The addresses `sitemap.xml` lists: of the paths, those whose page declares `sitemap`. */
  readonly listed: readonly string[];
  readonly releases: Readonly<Partial<Record<RemoteName, string>>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : []);

/**
 * The record from its file's text: the object the prerender writes, or the list of
 * addresses written before releases were kept. A record written before it kept the
 * listed addresses takes `listedBefore` (the addresses its `sitemap.xml` lists).
 */
export function parsePageRecord(text: string, listedBefore: readonly string[] = []): PageRecord {
  const value: unknown = JSON.parse(text);
  if (!isRecord(value)) return { paths: stringsOf(value), listed: [...listedBefore], releases: {} };
  const releases = isRecord(value.releases) ? value.releases : {};
  return {
    paths: stringsOf(value.paths),
    listed: Array.isArray(value.listed) ? stringsOf(value.listed) : [...listedBefore],
    releases: Object.fromEntries(
      remoteNames.flatMap((name) => {
        const id = releases[name];
        return typeof id === 'string' ? [[name, id]] : [];
      }),
    ),
  };
}

const sortedSet = (values: readonly string[]): string[] => [...new Set(values)].sort();

export const pageRecordText = ({ paths, listed, releases }: PageRecord): string =>
  `${JSON.stringify({ paths: sortedSet(paths), listed: sortedSet(listed.filter((pathname) => paths.includes(pathname))), releases }, null, 2)}\n`;

/** `sitemap.xml` of a record: a function of the record alone, so every deploy that writes it writes the same file. */
export const sitemapOfRecord = ({ paths, listed }: PageRecord): string =>
  sitemapXml(
    siteConfig.seo.baseUrl,
    listed.filter((pathname) => paths.includes(pathname)),
  );

/** The addresses `sitemap.xml` lists, as paths: the record of pages prerendered before the record was kept. */
export function sitemapPaths(xml: string): string[] {
  const origin = new URL(siteConfig.seo.baseUrl).origin;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => new URL(url, origin).pathname);
}

/**
 * The prerendered addresses of the shell build in `shellDist`: the addresses the live
 * site actually serves. The prerender keeps the record, a remote's deploy reads it to
 * tell an address a slice serves from one it answers as not found. For pages
 * prerendered before the record was kept, the ones sitemap.xml lists; none where
 * neither is there.
 */
export function readPageRecord(shellDist: string): string[] {
  const file = path.join(shellDist, pageRecordFile);
  if (existsSync(file)) return [...parsePageRecord(readFileSync(file, 'utf8')).paths];
  const sitemap = path.join(shellDist, 'sitemap.xml');
  return existsSync(sitemap) ? sitemapPaths(readFileSync(sitemap, 'utf8')) : [];
}
