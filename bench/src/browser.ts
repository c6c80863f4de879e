import { chromium, type Browser, type Page } from 'playwright-core';
import { debianChromium } from '@isarlicht/shared/build';

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: debianChromium.executablePath, args: [...debianChromium.args] });

/** Until React has taken over the page (shell/src/use-ready-marker.ts) and the network is idle. */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready', undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}
