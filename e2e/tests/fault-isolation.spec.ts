import { expect, test, waitForApp, type Page } from '../support/test';
import { navigateInApp } from '../support/navigate';
import type { AppName } from '@isarlicht/tooling/ports';
import { originOf } from '../support/site';

async function block(page: Page, app: AppName): Promise<void> {
  await page.route(`${originOf(app)}/**`, (route) => route.abort('connectionrefused'));
}

async function recordPreloadErrors(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { preloadErrors: seen });
    window.addEventListener('preload-error', (event) => seen.push((event as CustomEvent<{ module: string }>).detail.module));
  });
}

const cases: { app: AppName; path: string; heading: string }[] = [
  // Pages that hydrate as a whole on the first load; static content needs no remote then (below).
  { app: 'marketing', path: '/contact', heading: 'Sprechen wir über Ihr Vorhaben' },
  { app: 'references', path: '/references', heading: 'Projekte, die im Betrieb überzeugen' },
];

test.describe('a remote that is down takes down only its slot', { tag: ['@shell', '@smoke'] }, () => {
  for (const { app, path, heading } of cases) {
    test(`${app}: German message, intact header and footer, retry renders the page`, async ({ page }) => {
      await recordPreloadErrors(page);
      await block(page, app);
      await page.goto(path);

      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Dieser Bereich konnte gerade nicht geladen werden.');
      await expect(page.getByTestId('site-header').getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { preloadErrors: string[] }).preloadErrors)).toHaveLength(1);

      await page.unroute(`${originOf(app)}/**`);
      await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }

  test('static content of a remote that is down stays readable on the first load; navigating into the remote shows the slot error', async ({
    page,
  }) => {
    await block(page, 'marketing');
    await page.goto('/about');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ein Team aus München, das Produkte zu Ende denkt');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByTestId('site-header').getByRole('link', { name: 'Leistungen', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Dieser Bereich konnte gerade nicht geladen werden.');
  });

  test('navigation keeps working while a remote is down', async ({ page }) => {
    await block(page, 'references');
    await page.goto('/references');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByTestId('site-header').getByRole('link', { name: 'Über uns' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ein Team aus München, das Produkte zu Ende denkt');
  });

  test('a missing chunk of a running remote is a slot failure too, and retry recovers', async ({ page }) => {
    await page.route(`${originOf('references')}/releases/*/chunks/__federation_expose_industries*`, (route) =>
      route.fulfill({ status: 404, body: 'not found' }),
    );
    // The references remote runs (its list hydrates); the overview of industries is a client-side navigation away.
    await page.goto('/references');
    await waitForApp(page);
    await navigateInApp(page, '/software-for');
    await expect(page.getByRole('alert')).toContainText('Dieser Bereich konnte gerade nicht geladen werden.');
    await page.unroute(`${originOf('references')}/releases/*/chunks/__federation_expose_industries*`);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software für Ihre Branche');
  });

  test('consent layer down: the site works and the modals stay closed (fail closed)', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) thirdParty.push(request.url());
    });
    await block(page, 'consent');
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software, die Ihr Geschäft voranbringt');
    await page.getByTestId('site-header').getByRole('button', { name: 'KI-Assistent' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(thirdParty).toEqual([]);
  });

  test('consent layer down: "KI-Assistent" tells the visitor in German, and the retry loads the layer once it is back', async ({
    page,
  }) => {
    await block(page, 'consent');
    await page.goto('/about');
    const clickedAt = Date.now();
    await page.getByTestId('site-header').getByRole('button', { name: 'KI-Assistent' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Diese Funktion ist gerade nicht erreichbar.', { timeout: 5_000 });
    expect(Date.now() - clickedAt).toBeLessThan(5_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await alert.getByRole('button', { name: 'Schließen' }).click();
    await expect(alert).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await expect(alert).toContainText('Diese Funktion ist gerade nicht erreichbar.');

    await page.unroute(`${originOf('consent')}/**`);
    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('dialog', { name: 'KI-Assistent' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
