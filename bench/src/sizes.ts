import { gzipSync } from 'node:zlib';
import type { AppName } from '@isarlicht/shared/build';
import type { Response } from 'playwright-core';
import { libraryParts, splitProportionally, weighChunk, type PartWeights, type SourceMapJson } from './attribution';
import { launchChromium, waitForSettledPage } from './browser';

/** Gzip bytes per part of the page: the shared libraries, then each app by origin, `other` for foreign origins. */
export type SizeBreakdown = Record<string, number>;

export interface PageSizes {
  readonly requests: number;
  readonly jsRequests: number;
  readonly cssRequests: number;
  /** gzip -9 of every JavaScript body: independent of the server's compression level. */
  readonly jsGzip: number;
  readonly cssGzip: number;
  readonly js: SizeBreakdown;
  readonly css: SizeBreakdown;
}

interface Asset {
  readonly url: string;
  readonly kind: 'js' | 'css';
  readonly body: Buffer;
}

const isSourceMap = (value: unknown): value is SourceMapJson =>
  typeof value === 'object' && value !== null && 'sources' in value && Array.isArray(value.sources) && 'mappings' in value && typeof value.mappings === 'string';

/** The chunk's source map: the `sourceMappingURL` it names, else `<chunk>.map`; null when there is none. */
async function sourceMapOf(url: string, code: string): Promise<SourceMapJson | null> {
  const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapUrl = new URL(named ?? `${new URL(url).pathname.split('/').pop() ?? ''}.map`, url).href;
  const response = await fetch(mapUrl).catch(() => null);
  if (response === null || !response.ok) return null;
  const json: unknown = await response.json().catch(() => null);
  return isSourceMap(json) ? json : null;
}

const kindOf = (response: Response): 'js' | 'css' | null => {
  const type = response.request().resourceType();
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  return null;
};

/**
 * Loads the page in a fresh mobile-sized context, waits for the shell's ready marker and
 * network idle, and weighs every script and stylesheet. Script bytes are split among
 * React, the router and the MF runtime by their chunk's source map (a chunk's gzip size
 * shared out in proportion to the characters each source occupies); the rest belongs to
 * the app whose origin served it. Stylesheets belong to their origin's app.
 */
export async function measurePageSizes(pageUrl: string, appOfOrigin: ReadonlyMap<string, AppName>): Promise<PageSizes> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const pending: Promise<Asset | null>[] = [];
    let requests = 0;
    page.on('request', () => {
      requests += 1;
    });
    page.on('response', (response) => {
      const kind = kindOf(response);
      if (kind === null || response.status() !== 200) return;
      pending.push(response.body().then((body) => ({ url: response.url(), kind, body }), () => null));
    });
    await page.goto(pageUrl, { waitUntil: 'load' });
    await waitForSettledPage(page);
    const assets = (await Promise.all(pending)).filter((asset): asset is Asset => asset !== null);
    return { requests, ...(await weighAssets(assets, appOfOrigin)) };
  } finally {
    await browser.close();
  }
}

async function weighAssets(assets: readonly Asset[], appOfOrigin: ReadonlyMap<string, AppName>): Promise<Omit<PageSizes, 'requests'>> {
  const js: SizeBreakdown = {};
  const css: SizeBreakdown = {};
  const add = (breakdown: SizeBreakdown, key: string, bytes: number) => {
    breakdown[key] = (breakdown[key] ?? 0) + bytes;
  };
  for (const asset of assets) {
    const gzip = gzipSync(asset.body, { level: 9 }).length;
    const owner = appOfOrigin.get(new URL(asset.url).origin) ?? 'other';
    if (asset.kind === 'css') {
      add(css, owner, gzip);
      continue;
    }
    const code = asset.body.toString('utf8');
    const map = await sourceMapOf(asset.url, code);
    const weights: PartWeights = map === null ? { react: 0, router: 0, 'mf-runtime': 0, owner: 1 } : weighChunk(code, map);
    const shares = splitProportionally(gzip, weights);
    for (const part of libraryParts) add(js, part, shares[part]);
    add(js, owner, shares.owner);
  }
  const total = (breakdown: SizeBreakdown) => Object.values(breakdown).reduce((a, b) => a + b, 0);
  return {
    jsRequests: assets.filter((asset) => asset.kind === 'js').length,
    cssRequests: assets.filter((asset) => asset.kind === 'css').length,
    jsGzip: total(js),
    cssGzip: total(css),
    js,
    css,
  };
}
