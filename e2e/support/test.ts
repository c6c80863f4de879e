import { test as base, type Page } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * A page that waits for the visitor (`html[data-shell=live]`, docs/decisions/042) is woken
 * the way a visitor wakes it: the pointer moves. Two moves, so the pointer's position
 * changes whatever it was.
 */
export async function wakePage(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
}

/**
 * Resolves once React has hydrated or rendered the page (shell/src/start/app/use-ready-marker.ts),
 * after waking a page that waits for the visitor.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.shell !== undefined);
  if (await page.evaluate(() => document.documentElement.dataset.shell === 'live')) await wakePage(page);
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready');
}

/**
 * Pages arrive as complete prerendered HTML, so buttons are visible before React
 * listens to them. Every full page load in a test therefore waits until the shell is
 * ready, as a visitor's first click after hydration would (unless script is off); the
 * tests of what a page does before that open it with `waitUntil: 'commit'` and
 * `@playwright/test`'s own page.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (!javaScriptEnabled) {
      await use(page);
      return;
    }
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
});
