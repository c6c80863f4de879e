import { expect, test, waitForApp, type Page } from '../support/test';
import { isUncovered, scrollsByWheel, waitForConsentLayer } from '../support/consent-layer';
import { storeConsent } from '../support/third-parties';

// A first visit: nothing decided, so the consent panel is due.
test.use({ storageState: { cookies: [], origins: [] } });

const privacyHeading = '#datenschutz-heading';

/**
 * The legal text is readable once the consent layer runs: the heading the visitor
 * landed on is in view and uncovered, so is each other heading scrolled to, the page
 * scrolls by wheel and the keyboard is not trapped in a dialog.
 */
async function expectReadable(page: Page, landedOn: string, others: readonly string[]): Promise<void> {
  await waitForConsentLayer(page);
  await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toHaveCount(0);
  await expect(page.locator(landedOn)).toBeInViewport();
  expect(await isUncovered(page, landedOn), `${landedOn} as landed`).toBe(true);
  for (const heading of others) {
    await page.locator(heading).scrollIntoViewIfNeeded();
    expect(await isUncovered(page, heading), heading).toBe(true);
  }
  expect(await scrollsByWheel(page)).toBe(true);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') ?? null)).toBeNull();
}

test.describe('legal pages can be read before a consent choice', { tag: ['@consent', '@marketing'] }, () => {
  for (const [path, landedOn, others] of [
    ['/impressum', 'h1', [privacyHeading]],
    ['/impressum#datenschutz', privacyHeading, ['h1']],
    ['/agb', 'h1', []],
  ] as const) {
    test(`first visit to ${path}: no panel over the text, the page scrolls`, async ({ page }) => {
      await storeConsent(page, null);
      await page.goto(path);
      await expectReadable(page, landedOn, others);
    });
  }

  test("the panel's privacy link lands on the readable privacy policy; the panel comes back on the next other page", async ({ page }) => {
    await storeConsent(page, null);
    await page.goto('/about');
    const panel = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await panel.getByRole('link', { name: 'Datenschutzerklärung' }).click();
    await expect(page).toHaveURL('/impressum#datenschutz');
    await waitForApp(page);
    await expectReadable(page, privacyHeading, ['h1']);

    await page.getByTestId('site-header').getByRole('link', { name: 'Leistungen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software, die Ihr Geschäft voranbringt');
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
  });

  test('asked for on a legal page, the panel opens and can be closed again without a choice', async ({ page }) => {
    await storeConsent(page, null);
    await page.goto('/agb');
    await waitForConsentLayer(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const panel = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Schließen' }).click();
    await expect(panel).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
  });
});
