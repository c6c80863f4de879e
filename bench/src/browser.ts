import { chromium, type Browser, type Page } from 'playwright-core';

export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: chromePath, args: chromiumFlags });

/** Until React has taken over the page (shell/src/use-ready-marker.ts) and the network is idle. */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready', undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}
