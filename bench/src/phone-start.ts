import type { CDPSession, Page } from 'playwright-core';
import { appVersion, appVersionStorageKey, consentStorageKey, type ConsentRecord } from '@isarlicht/contracts';
import { launchChromium } from './browser';
import { median } from './median';

/**
 * A mid-range phone on a mobile network: the viewport of a current phone, the CPU
 * slowed four times and the network of Lighthouse's mobile preset in DevTools'
 * request-level throttling (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
 */
export const phoneProfile = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1000 * 1000) / 8, uploadThroughput: (750 * 1000) / 8 },
} as const;

export const phoneProfileLabel = 'phone 390×844, CPU × 4, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, cold cache, consent stored';

/**
 * One load: ms from navigation start to the first and the largest contentful paint and
 * to the moment every control of the page answers: `html[data-shell]` is `live` (the
 * page waits for the visitor, its controls answer without the application) or `ready`
 * (the application runs), whichever comes first (docs/decisions/042).
 */
export interface StartSample {
  readonly fcp: number;
  readonly lcp: number;
  /** NaN for the static copy, which never becomes interactive. */
  readonly ready: number;
  /**
   * For a page that waited for the visitor: ms from the bench's first touch, once the
   * page's downloads were done, to the application running. NaN for a page that
   * started at the paint and for the static copy.
   */
  readonly touchToApp: number;
}

export interface PageStart {
  readonly samples: readonly StartSample[];
  readonly staticSamples: readonly StartSample[];
  /** Medians over the samples; `gap` is the median of each sample's ready − FCP. */
  readonly fcp: number;
  readonly lcp: number;
  readonly ready: number;
  readonly gap: number;
  readonly touchToApp: number;
  /** The same page without scripts (static-site.ts) on the same profile. */
  readonly staticFcp: number;
  readonly staticLcp: number;
}

const momentKeys = { ready: '__benchShellReadyAt', app: '__benchAppAt', lcp: '__benchLargestPaint' } as const;

/**
 * Runs in the page before its own scripts: notes the largest contentful paint so far, the
 * first moment every control answers and when the application runs.
 */
function recordMoments(keys: typeof momentKeys): void {
  const observer = new MutationObserver(() => {
    const state = document.documentElement.dataset.shell;
    if (state === undefined) return;
    if (Reflect.get(window, keys.ready) === undefined) Reflect.set(window, keys.ready, performance.now());
    if (state !== 'ready') return;
    Reflect.set(window, keys.app, performance.now());
    observer.disconnect();
  });
  observer.observe(document, { attributes: true, attributeFilter: ['data-shell'], subtree: true });
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) Reflect.set(window, keys.lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** A visitor who has decided already: the consent panel neither covers the page nor loads early. */
const decidedConsent = (): ConsentRecord => ({
  essential: true,
  analytics: false,
  externalContent: false,
  hubspot: false,
  googleMaps: false,
  timestamp: new Date().toISOString(),
});

async function throttle(devtools: CDPSession): Promise<void> {
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', phoneProfile.network);
}

const momentOf = (page: Page, key: string) =>
  page.waitForFunction((name) => typeof Reflect.get(window, name) === 'number', key, { timeout: 60_000, polling: 100 });

/**
 * A page that waits for the visitor is touched once its downloads are done, as a visitor
 * who has read a moment would: a swipe of the finger (the mouse wheel here, which under
 * mobile emulation reaches the page as a scroll and a pointer move, and presses nothing).
 * The figure is the wait from that touch to the application running.
 */
async function touchToApp(page: Page): Promise<number> {
  const state = await page.evaluate(() => document.documentElement.dataset.shell);
  if (state !== 'live') return Number.NaN;
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const touchAt = await page.evaluate(() => performance.now());
  await page.mouse.wheel(0, 120);
  await momentOf(page, momentKeys.app);
  const appAt = await page.evaluate((key) => Number(Reflect.get(window, key)), momentKeys.app);
  // The application came alive unprompted before the touch: no figure of a touch.
  return appAt > touchAt ? appAt - touchAt : Number.NaN;
}

/** The moments of a load: the site's once every control answers, the static copy's once it has loaded. */
async function momentsOf(page: Page, interactive: boolean): Promise<StartSample> {
  if (interactive) await momentOf(page, momentKeys.ready);
  else await page.waitForLoadState('load', { timeout: 60_000 });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
    timeout: 60_000,
    polling: 100,
  });
  const moments = await page.evaluate((keys) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    if (paint === undefined) throw new Error('the page reported no first contentful paint');
    const ready: unknown = Reflect.get(window, keys.ready);
    const lcp: unknown = Reflect.get(window, keys.lcp);
    return {
      fcp: paint.startTime,
      lcp: typeof lcp === 'number' ? lcp : paint.startTime,
      ready: typeof ready === 'number' ? ready : Number.NaN,
    };
  }, momentKeys);
  return { ...moments, touchToApp: interactive ? await touchToApp(page) : Number.NaN };
}

/** One cold load of the page in a fresh context of a fresh browser, on the phone profile. */
async function sampleStart(url: string, interactive: boolean): Promise<StartSample> {
  const browser = await launchChromium();
  try {
    const { origin } = new URL(url);
    const context = await browser.newContext({
      viewport: phoneProfile.viewport,
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      storageState: {
        cookies: [],
        origins: [
          {
            origin,
            localStorage: [
              { name: appVersionStorageKey, value: appVersion },
              { name: consentStorageKey, value: JSON.stringify(decidedConsent()) },
            ],
          },
        ],
      },
    });
    await context.addInitScript(recordMoments, momentKeys);
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page));
    await page.goto(url, { waitUntil: 'commit' });
    return await momentsOf(page, interactive);
  } finally {
    await browser.close();
  }
}

/** ms from the touch to the application, over the samples that waited for a touch; NaN for a page that never did. */
function touchFigure(samples: readonly StartSample[]): number {
  const touched = samples.map((sample) => sample.touchToApp).filter((value) => !Number.isNaN(value));
  return touched.length === 0 ? Number.NaN : median(touched);
}

/** ms from the first paint until every control answers; 0 where they answered before it. */
export const answersAfterPaint = (sample: StartSample): number => Math.max(0, sample.ready - sample.fcp);

/**
 * `runs` cold loads of each page on the phone profile, page by page, alternating with
 * the same page's static copy so both see the machine in the same state.
 */
export async function measurePhoneStarts(
  origin: string,
  staticOrigin: string,
  pages: readonly string[],
  runs: number,
): Promise<Map<string, PageStart>> {
  const results = new Map<string, PageStart>();
  for (const page of pages) {
    const samples: StartSample[] = [];
    const staticSamples: StartSample[] = [];
    for (let run = 1; run <= runs; run += 1) {
      console.log(`[bench] phone start ${page} run ${run}/${runs}`);
      samples.push(await sampleStart(`${origin}${page}`, true));
      staticSamples.push(await sampleStart(`${staticOrigin}${page}`, false));
    }
    const of = (list: readonly StartSample[], figure: (sample: StartSample) => number) => median(list.map(figure));
    results.set(page, {
      samples,
      staticSamples,
      fcp: of(samples, (sample) => sample.fcp),
      lcp: of(samples, (sample) => sample.lcp),
      ready: of(samples, (sample) => sample.ready),
      gap: of(samples, answersAfterPaint),
      touchToApp: touchFigure(samples),
      staticFcp: of(staticSamples, (sample) => sample.fcp),
      staticLcp: of(staticSamples, (sample) => sample.lcp),
    });
  }
  return results;
}
