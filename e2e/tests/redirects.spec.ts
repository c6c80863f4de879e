import { expect, test } from '../support/test';

const redirects: [string, string, string][] = [
  ['/methods/product-vision', '/references/bootcamp-workshop', 'references'],
  ['/services/web-development', '/services/web-applications', 'services'],
  ['/bubble-prototyp', '/services/no-code-development', 'services'],
  ['/scrum-prozess', '/methods/roles/scrum-method', 'roles'],
  ['/scrum-rituale', '/methods/agile-teams', 'methods'],
  ['/de', '/', 'home'],
  ['/de/', '/', 'home'],
  ['/en', '/', 'home'],
  ['/en/', '/', 'home'],
  ['/fr', '/', 'home'],
  ['/fr/', '/', 'home'],
  ['/for', '/software-for', 'industries'],
  ['/for/logistics', '/software-for/logistics', 'industries'],
  ['/references/fahrzeugdatenmplattform', '/references/fahrzeugdatenplattform', 'references'],
];

test.describe('redirects', { tag: ['@shell'] }, () => {
  for (const [from, to] of redirects) {
    test(`${from} → ${to}`, async ({ page }) => {
      await page.goto('/agb');
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Seite nicht gefunden/);
      // `replace`: the old address does not stay in the history, so Back skips it.
      await page.goBack();
      await expect(page).toHaveURL('/agb');
    });
  }
});
