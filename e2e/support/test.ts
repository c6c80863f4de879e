import { test as base, type Page } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/** Resolves once React has hydrated or rendered the page (shell/src/use-ready-marker.ts). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready');
}

/**
 * Pages arrive as complete prerendered HTML, so buttons are visible before React
 * listens to them. Every full page load in a test therefore waits until the shell is
 * ready, as a visitor's first click after hydration would (unless script is off).
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
