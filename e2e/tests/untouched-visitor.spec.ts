import { expect, test } from '@playwright/test';
import { consentRecord, interceptThirdParties, storeConsent } from '../support/third-parties';

/**
 * A visitor who opens a page and only reads: no pointer move, no key, no scroll. The
 * page waits for an interaction (docs/decisions/042), so what it owes such a visitor
 * arrives with the start that comes unprompted after the page has gone idle. These
 * tests use Playwright's own page: the suite's `page.goto` wakes the page with the
 * pointer, which is exactly what this visitor never does.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const unprompted = { timeout: 20_000 };

test.describe('a visitor who never touches the page', { tag: ['@consent'] }, () => {
  test('sees the call button about 10 s after the load', async ({ page }) => {
    await storeConsent(page, consentRecord({}));
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'KI-Anruf starten' })).toBeVisible(unprompted);
    expect(await page.evaluate(() => document.documentElement.dataset.shell)).toBe('ready');
  });

  test('is counted as a page view once analytics is granted', async ({ page, context }) => {
    const attempted = await interceptThirdParties(context);
    await storeConsent(page, consentRecord({ analytics: true }));
    await page.goto('/about');
    const pageViews = () =>
      page.evaluate(() =>
        (window.dataLayer ?? [])
          .map((entry) => Array.from(entry as ArrayLike<unknown>))
          .filter((entry) => entry[1] === 'page_view')
          .map((entry) => (entry[2] as { page_path: string }).page_path),
      );
    await expect.poll(pageViews, unprompted).toEqual(['/about']);
    // The page pushes its page view as it adds the gtag script; the interception records
    // that request when it reaches the test process, which can be a moment later.
    await expect.poll(() => attempted.some((url) => url.startsWith('https://www.googletagmanager.com/'))).toBe(true);
  });

  test('with some purposes off, gets the way back into the settings in the header', async ({ page }) => {
    await storeConsent(page, consentRecord({ analytics: true }));
    await page.goto('/about');
    await expect(page.getByTestId('site-header').getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible(unprompted);
  });

  test('with an unparsable stored record, loses the record and is asked again', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('appVersion', '1.0.0');
      localStorage.setItem('cookieConsent', '{"essential":true,');
    });
    await page.goto('/about');
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible(unprompted);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cookieConsent')), unprompted).toBeNull();
  });
});

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}
