import type { Page } from '@playwright/test';

/** Client-side navigation, as a visitor moves through the site, without a full reload. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}
