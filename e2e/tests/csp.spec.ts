import { expect, test } from '../support/test';
import { consentRecord, interceptThirdParties, storeConsent } from '../support/third-parties';

/**
 * The Content-Security-Policy of the served pages (docs/decisions/008) in a real
 * browser: with every third party allowed, nothing the site loads may be refused.
 * Third-party hosts are stubbed, but the browser checks the policy before the request.
 */
test.describe('CSP in the browser', { tag: ['@shell'] }, () => {
  test('blocks nothing the site loads, with every third party allowed', async ({ page, context }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await interceptThirdParties(context);
    await storeConsent(page, consentRecord({ analytics: true, externalContent: true, hubspot: true, googleMaps: true }));
    for (const path of ['/', '/contact', '/software-for/kmu', '/about']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    // Once the page is live: the assistant's script and the booking frame load under the policy too.
    await page.getByTestId('site-header').getByRole('button', { name: 'KI-Assistent' }).click();
    await expect(page.getByRole('dialog', { name: 'KI-Assistent' }).getByRole('status')).toContainText('Der Assistent ist bereit');
    await page.keyboard.press('Escape');
    await page.getByRole('main').getByRole('button', { name: 'Erstgespräch buchen' }).first().click();
    await expect(page.getByTitle('Terminbuchung mit HubSpot Meetings')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
