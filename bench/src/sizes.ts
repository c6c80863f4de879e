import { gzipSync } from 'node:zlib';
import type { AppName } from '@isarlicht/tooling/ports';
import type { Page, Response } from 'playwright-core';
import { libraryParts, splitProportionally, weighChunk, type PartWeights, type SourceMapJson } from './attribution';
import { launchChromium, waitForSettledPage } from './browser';

/** Gzip bytes per part of the page: the shared libraries, then each app by origin, `other` for foreign origins. */
export type SizeBreakdown = Record<string, number>;

export interface PageSizes {
  readonly requests: number;
  readonly jsRequests: number;
  readonly cssRequests: number;
  /**
   * First-load JavaScript: gzip -9 (independent of the server's compression level) of
   * every script requested before the shell was interactive (its ready marker).
   */
  readonly jsGzip: number;
  /** The same scripts as the server sent them: their bytes over the wire, in the encoding it chose. */
  readonly jsSent: number;
  readonly cssGzip: number;
  readonly js: SizeBreakdown;
  readonly css: SizeBreakdown;
  /** Scripts requested once the page was interactive (the consent layer, loaded when idle). */
  readonly laterJsGzip: number;
  readonly laterJs: SizeBreakdown;
}

interface Asset {
  readonly url: string;
  readonly kind: 'js' | 'css';
  readonly body: Buffer;
  /** The encoded body's bytes over the wire. */
  readonly sent: number;
  readonly later: boolean;
}

type Fetched = Omit<Asset, 'later'>;

const readyAtKey = '__benchShellReadyAt';

/** Notes when the shell marks the page interactive, in the page's own clock. */
function recordReadyMoment(key: string): void {
  const observer = new MutationObserver(() => {
    if (document.documentElement.dataset.shell !== 'ready') return;
    Reflect.set(window, key, performance.now());
    observer.disconnect();
  });
  observer.observe(document, { attributes: true, attributeFilter: ['data-shell'], subtree: true });
}

/** URLs of the resources the page requested after it was interactive. */
async function requestedLater(page: Page): Promise<ReadonlySet<string>> {
  const urls = await page.evaluate((key) => {
    const readyAt: unknown = Reflect.get(window, key);
    if (typeof readyAt !== 'number') throw new Error('the shell never marked the page ready');
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime > readyAt)
      .map((entry) => entry.name);
  }, readyAtKey);
  return new Set(urls);
}

const isSourceMap = (value: unknown): value is SourceMapJson =>
  typeof value === 'object' &&
  value !== null &&
  'sources' in value &&
  Array.isArray(value.sources) &&
  'mappings' in value &&
  typeof value.mappings === 'string';

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
 * network idle, and weighs every script and stylesheet; scripts requested after the
 * ready marker count apart (the issue allows the consent layer to load then). Script bytes are split among
 * React, the router and the MF runtime by their chunk's source map (a chunk's gzip size
 * shared out in proportion to the characters each source occupies); the rest belongs to
 * the app whose origin served it. Stylesheets belong to their origin's app.
 */
export async function measurePageSizes(pageUrl: string, appOfOrigin: ReadonlyMap<string, AppName>): Promise<PageSizes> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(recordReadyMoment, readyAtKey);
    const page = await context.newPage();
    const pending: Promise<Fetched | null>[] = [];
    let requests = 0;
    page.on('request', () => {
      requests += 1;
    });
    page.on('response', (response) => {
      const kind = kindOf(response);
      if (kind === null || response.status() !== 200) return;
      pending.push(
        Promise.all([response.body(), response.request().sizes()]).then(
          ([body, sizes]) => ({ url: response.url(), kind, body, sent: sizes.responseBodySize }),
          () => null,
        ),
      );
    });
    await page.goto(pageUrl, { waitUntil: 'load' });
    await waitForSettledPage(page);
    const later = await requestedLater(page);
    const assets = (await Promise.all(pending))
      .filter((asset): asset is Fetched => asset !== null)
      .map((asset) => ({ ...asset, later: later.has(asset.url) }));
    return { requests, ...(await weighAssets(assets, appOfOrigin)) };
  } finally {
    await browser.close();
  }
}

async function weighAssets(assets: readonly Asset[], appOfOrigin: ReadonlyMap<string, AppName>): Promise<Omit<PageSizes, 'requests'>> {
  const js: SizeBreakdown = {};
  const laterJs: SizeBreakdown = {};
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
    const target = asset.later ? laterJs : js;
    for (const part of libraryParts) add(target, part, shares[part]);
    add(target, owner, shares.owner);
  }
  const total = (breakdown: SizeBreakdown) => Object.values(breakdown).reduce((a, b) => a + b, 0);
  const firstLoadJs = assets.filter((asset) => asset.kind === 'js' && !asset.later);
  return {
    jsSent: firstLoadJs.reduce((sum, asset) => sum + asset.sent, 0),
    jsRequests: assets.filter((asset) => asset.kind === 'js').length,
    cssRequests: assets.filter((asset) => asset.kind === 'css').length,
    jsGzip: total(js),
    cssGzip: total(css),
    js,
    css,
    laterJsGzip: total(laterJs),
    laterJs,
  };
}
