import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium, waitForSettledPage } from './browser';
import { spreadOf, type Spread } from './median';
import { installNavigationProbe } from './navigation-probe';
import type { ClientNavigation } from './pages';

export interface NavigationTiming extends Spread {
  readonly from: string;
  readonly to: string;
  readonly remoteLoaded: boolean;
  /** ms from the click to the first frame of the new page, one per sample. */
  readonly samples: readonly number[];
}

const home = '/';
const desktop = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false };
/** Lighthouse's desktop preset (40 ms round trip, 10 Mbit/s down) applied by DevTools; the CPU runs unthrottled. */
const desktopNetwork = { offline: false, latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (1024 * 1024) / 8 };

async function openSettled(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', desktopNetwork);
  await page.goto(url, { waitUntil: 'load' });
  await waitForSettledPage(page);
  return page;
}

/** A navigation with the heading that marks its target page, and its timings so far. */
interface Target {
  readonly navigation: ClientNavigation;
  readonly heading: string;
  readonly samples: number[];
}

const headingOf = async (page: Page): Promise<string> => ((await page.locator('main h1').first().textContent()) ?? '').trim();

/**
 * Fills the context's HTTP cache with the home page and every target, as a returning
 * visitor's, and decides the consent dialog (a modal a first visit shows) the way
 * such a visitor already has. Returns each target's heading, as the client renders it.
 */
async function warmUp(context: BrowserContext, origin: string, navigations: readonly ClientNavigation[]): Promise<Target[]> {
  const page = await openSettled(context, `${origin}${home}`);
  const essentialOnly = page.getByRole('dialog').getByRole('button', { name: 'Nur essenzielle' });
  await essentialOnly.waitFor({ timeout: 15_000 });
  // Saving the decision reloads the page.
  const reloaded = page.waitForEvent('load');
  await essentialOnly.click();
  await reloaded;
  await waitForSettledPage(page);
  const targets: Target[] = [];
  for (const navigation of navigations) {
    await page.goto(`${origin}${navigation.to}`, { waitUntil: 'load' });
    await waitForSettledPage(page);
    const heading = await headingOf(page);
    if (heading === '') throw new Error(`${navigation.to} has no heading in main`);
    targets.push({ navigation, heading, samples: [] });
  }
  await page.close();
  return targets;
}

/** One navigation in a fresh page: its JavaScript starts from scratch, its HTTP cache is the context's warm one. */
async function timeNavigation(context: BrowserContext, origin: string, navigation: ClientNavigation, heading: string): Promise<number> {
  const page = await openSettled(context, `${origin}${home}`);
  try {
    // The home page's header slides in only once the visitor scrolls; a link further down is scrolled to.
    await page.evaluate(() => window.scrollBy(0, 200));
    const link = page.locator(navigation.link).first();
    await link.scrollIntoViewIfNeeded();
    await page.locator('[data-testid=site-header][data-hidden="false"]').waitFor();
    const probe = await page.evaluateHandle(installNavigationProbe, heading);
    await link.click();
    return await probe.evaluate((installed) => installed.shown);
  } finally {
    await page.close();
  }
}

/**
 * Client-side navigations from the home page at a desktop viewport on Lighthouse's
 * desktop network. Sample by sample both navigations are timed, so a slow phase of a
 * shared machine affects them alike.
 */
export async function measureNavigations(
  origin: string,
  navigations: readonly ClientNavigation[],
  sampleCount: number,
): Promise<NavigationTiming[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext(desktop);
    const targets = await warmUp(context, origin, navigations);
    for (let sample = 1; sample <= sampleCount; sample += 1) {
      console.log(`[bench] navigation sample ${sample}/${sampleCount}`);
      for (const target of targets) target.samples.push(await timeNavigation(context, origin, target.navigation, target.heading));
    }
    return targets.map(({ navigation: { to, remoteLoaded }, samples }) => ({
      from: home,
      to,
      remoteLoaded,
      samples,
      ...spreadOf(samples),
    }));
  } finally {
    await browser.close();
  }
}
