import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, describeBrowser, noBrowserHelp, resolveBrowser, type ResolvedBrowser } from '@isarlicht/tooling/browser';

let resolved: Promise<ResolvedBrowser> | undefined;

/** The browser every measurement of one bench run uses, resolved once and named once. */
export function benchBrowser(): Promise<ResolvedBrowser> {
  resolved ??= resolveBrowser().then((browser) => {
    if (browser === null) throw new Error(`the bench needs a browser: ${noBrowserHelp}`);
    console.log(`[bench] ${describeBrowser(browser)}`);
    return browser;
  });
  return resolved;
}

export const launchChromium = async (): Promise<Browser> =>
  chromium.launch({ executablePath: (await benchBrowser()).executablePath, args: [...chromiumArgs] });

/** Until React has taken over the page (shell/src/start/app/use-ready-marker.ts) and the network is idle. */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready', undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}
