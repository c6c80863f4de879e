import { rmSync, writeFileSync, mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import path from 'node:path';
import { originOf } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Each tool of /dev-dashboard in the development build finds the deliberate problem of
 * the development-only test page (mfe-devtools/src/fixture) or of a fixture the test
 * puts in place: a seeded finding, never one in real content.
 */
const fixturePage = '/dev-dashboard/testseite';
const row = (page: Page, ...texts: string[]) => texts.reduce((rows, text) => rows.filter({ hasText: text }), page.getByRole('row'));

test(
  'translations: the test page\'s "fuer", English and short description are reported with remote, route and field',
  { tag: ['@devtools'] },
  async ({ page }) => {
    await page.goto('/dev-dashboard/translations');
    await expect(row(page, fixturePage, 'fixture.intro', 'Umlaut umschrieben: „fuer“')).toHaveCount(1);
    await expect(row(page, fixturePage, 'fixture.intro', 'Englischer Rest „Read more“')).toHaveCount(1);
    await expect(row(page, 'devtools', fixturePage, 'meta.description')).toHaveCount(1);
  },
);

test(
  'links: the crawl shows progress and finds the broken anchor and the external link without noopener',
  { tag: ['@devtools'] },
  async ({ page }) => {
    await page.goto('/dev-dashboard/links');
    await page.getByRole('button', { name: 'Alle Routen prüfen' }).click();
    await expect(page.getByRole('status')).toContainText(/Seite \d+ von \d+/);
    await expect(page.getByRole('status')).toContainText('Seiten geprüft', { timeout: 200_000 });
    await expect(row(page, 'Anker #gibt-es-nicht fehlt auf /about', fixturePage)).toHaveCount(1);
    await expect(row(page, 'Externer Link ohne rel="noopener"', 'https://example.org/ohne-noopener')).toHaveCount(1);
  },
);

test(
  'errors: an error thrown on the test page is listed, survives a reload and can be cleared',
  { tag: ['@devtools'] },
  async ({ page }) => {
    await page.goto(fixturePage);
    await page.getByRole('button', { name: 'Fehler auslösen' }).click();
    await page.goto('/dev-dashboard/errors');
    const error = row(page, 'Error: Absichtlicher Fehler der Testseite', fixturePage);
    await expect(error).toHaveCount(1);
    await page.reload();
    await expect(error).toHaveCount(1);
    await page.getByRole('button', { name: 'Protokoll leeren' }).click();
    await expect(page.getByText('Keine Fehler seit dem Start der Shell in dieser Sitzung.')).toBeVisible();
  },
);

// Images without alt or size: Jest covers the analysis, the accessibility test below the test page's image.
test('assets: a file the manifest names but the remote does not serve is a red 404 row', { tag: ['@devtools'] }, async ({ page }) => {
  const manifest = `${originOf('references')}/mf-manifest.json`;
  await page.route(manifest, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { exposes: { name: string; assets: { js: { async: string[] } } }[] };
    const target = body.exposes.find((expose) => expose.name === 'industries');
    target?.assets.js.async.push('chunks/absichtlich-fehlend.js');
    await route.fulfill({ response, json: body });
  });
  await page.goto('/dev-dashboard/assets');
  await expect(row(page, 'chunks/absichtlich-fehlend.js', 'fehlt (HTTP 404)')).toHaveCount(1);
});

test('accessibility: axe finds the image without alt on the test page, grouped as critical', { tag: ['@devtools'] }, async ({ page }) => {
  await page.goto('/dev-dashboard/accessibility');
  await page.getByLabel('Route').selectOption(fixturePage);
  await page.getByRole('button', { name: 'Route prüfen' }).click();
  await expect(page.getByRole('status')).toContainText('1 Route geprüft', { timeout: 60_000 });
  await expect(page.getByRole('table', { name: /Kritisch/ }).getByRole('row', { name: /image-alt/ })).toHaveCount(1);
});

test.describe('tests', { tag: ['@devtools'] }, () => {
  const fixtureReport = path.resolve(__dirname, '..', '..', 'reports', 'jest', 'e2e-fixture.json');
  test.afterEach(() => rmSync(fixtureReport, { force: true }));

  test('shows a failing report with its message, and runs one workspace through the dev server', async ({ page }) => {
    mkdirSync(path.dirname(fixtureReport), { recursive: true });
    const failing = { title: 'Titel sind eindeutig', status: 'failed', durationMs: 4, failureMessages: ['Expected: 1, Received: 2'] };
    const report = {
      workspace: 'e2e-fixture',
      suites: [{ file: 'test/fixture.test.ts', durationMs: 12, failureMessage: null, tests: [failing] }],
    };
    writeFileSync(fixtureReport, JSON.stringify(report));
    await page.goto('/dev-dashboard/tests');
    await expect(row(page, 'e2e-fixture', '0 bestanden, 1 fehlgeschlagen', 'Titel sind eindeutig: Expected: 1, Received: 2')).toHaveCount(
      1,
    );

    // The smallest workspace: what is tested is the run through the dev server, not how long a large suite takes.
    await page.getByLabel('Workspace').selectOption('shared/ui');
    await page.getByRole('button', { name: 'Unit-Tests starten' }).click();
    await expect(page.getByRole('status').first()).toContainText('shared/ui: alle Tests bestanden', { timeout: 120_000 });
    await expect(row(page, 'Jest', 'shared/ui', 'test/link.test.tsx')).toHaveCount(1);
  });
});
