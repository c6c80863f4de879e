import { expect, test } from '../support/test';

const unknown = [
  '/gibt-es-nicht',
  '/services/quantencomputing',
  '/methods/wasserfall',
  '/methods/roles/chief-happiness-officer',
  '/glossary/blockchain-toaster',
  '/software-for/gastronomie',
  '/services/ai-development/extra',
  '/dev-dashboard',
  '/dev-dashboard/links',
];

test.describe('not found', { tag: ['@shell', '@smoke'] }, () => {
  for (const path of unknown) {
    test(`${path} shows the not-found page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Seite nicht gefunden/);
      await expect(page).toHaveTitle(/^Seite nicht gefunden \| Isarlicht Digital$/);
      await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('an unknown reference has the generic reference title', async ({ page }) => {
    await page.goto('/references/unbekanntes-projekt');
    await expect(page).toHaveTitle('Referenz nicht gefunden | Isarlicht Digital');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referenz nicht gefunden');
    await expect(page.getByRole('main').getByRole('link', { name: 'Referenzen' })).toBeVisible();
  });
});
