import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { callAnalyticsOrigin, testCredentials } from '../support/call-analytics';
import { fakeVapiPrivateKey } from '../support/fake-vapi';
import { expect, test, type Page } from '../support/test';

const repoRoot = path.resolve(__dirname, '..', '..');
const callRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${callAnalyticsOrigin}/api/calls`)) seen.push(request.url());
  });
  return seen;
};

async function signIn(page: Page): Promise<void> {
  await page.getByLabel('Benutzername').fill(testCredentials.user);
  await page.getByLabel('Passwort').fill(testCredentials.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

test.describe('call analytics at /vapi-dashboard', { tag: ['@devtools'] }, () => {
  test('without a session: the German sign-in screen and no request for call data', async ({ page }) => {
    const calls = callRequests(page);
    await page.goto('/vapi-dashboard');
    await expect(page.getByRole('heading', { name: 'Anmeldung erforderlich' })).toBeVisible();
    await expect(page.getByLabel('Benutzername')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(calls).toEqual([]);
  });

  test('auth server down: the same screen with a German error, never data (fails closed)', async ({ page }) => {
    const calls = callRequests(page);
    await page.route(`${callAnalyticsOrigin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/vapi-dashboard');
    await expect(page.getByRole('alert')).toContainText('Die Anmeldung kann gerade nicht geprüft werden.');
    await expect(page.getByRole('heading', { name: 'Anmeldung erforderlich' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(calls).toEqual([]);
  });

  test('auth server answering garbage fails closed too', async ({ page }) => {
    await page.route(`${callAnalyticsOrigin}/api/session`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Wartung</h1>' }),
    );
    await page.goto('/vapi-dashboard');
    await expect(page.getByRole('alert')).toContainText('Die Anmeldung kann gerade nicht geprüft werden.');
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('a wrong password gives the German error and no cookie', async ({ page, context }) => {
    await page.goto('/vapi-dashboard');
    await page.getByLabel('Benutzername').fill(testCredentials.user);
    await page.getByLabel('Passwort').fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort ist falsch.');
    expect(await context.cookies(`${callAnalyticsOrigin}/api/session`)).toEqual([]);
  });

  test('signed in: KPIs, charts and the table from the fixture export, fetched through the API from Vapi; signed out: data gone', async ({
    page,
    context,
  }) => {
    await page.goto('/vapi-dashboard');
    await signIn(page);
    await expect(page.getByText(`Angemeldet als ${testCredentials.user}`)).toBeVisible();

    // The cookie the API set: HttpOnly, SameSite=Strict and Secure, which Chromium keeps on http://localhost.
    const [cookie] = await context.cookies(`${callAnalyticsOrigin}/api/session`);
    expect(cookie).toMatchObject({ name: 'isarlicht_call_analytics', httpOnly: true, secure: true, sameSite: 'Strict', path: '/api' });

    await page.getByLabel('Von').fill('2026-10-01');
    await page.getByLabel('Bis').fill('2026-11-15');
    // The API server asked the loopback Vapi (support/fake-vapi.ts) with its private key.
    await expect(page.getByText('Quelle: Vapi, live abgefragt')).toBeVisible();
    const kpis = page.locator('dl');
    await expect(kpis.getByText('Anrufe', { exact: true })).toBeVisible();
    await expect(kpis).toContainText('66');
    for (const title of ['Anrufe pro Tag', 'Verteilung der Gesprächsdauer', 'Gesprächsende', 'Kosten im Zeitverlauf']) {
      await expect(
        page
          .getByRole('figure')
          .filter({ has: page.getByRole('heading', { name: title }) })
          .locator('svg.recharts-surface'),
      ).toBeVisible();
    }
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(66);
    await expect(page.getByText('66 von 66 Anrufen')).toBeVisible();

    await page.getByLabel('Anrufe durchsuchen').fill('Bootcamp');
    await expect(rows).toHaveCount(11);
    await page.getByLabel('Anrufe durchsuchen').fill('');
    await page.getByRole('button', { name: /^Dauer/ }).click();
    // Numbers sort largest first on the first click: the longest call leads.
    await expect(page.getByRole('columnheader', { name: /^Dauer/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.first().locator('td').nth(2)).toHaveText(await longestDuration());

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Als CSV exportieren' }).click();
    expect((await download).suggestedFilename()).toMatch(/^anrufe-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Anmeldung erforderlich' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Anmeldung erforderlich' })).toBeVisible();
    expect((await page.request.get(`${callAnalyticsOrigin}/api/calls?from=2026-10-01&to=2026-11-15`)).status()).toBe(401);
  });

  test('no built bundle contains the password, its hash or the Vapi private key', async () => {
    const apps = ['shell', 'mfe-marketing', 'mfe-references', 'mfe-consent', 'mfe-devtools'];
    const files = apps.flatMap((app) => listFiles(path.join(repoRoot, app, 'dist')));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const text = readFileSync(file, 'latin1');
      expect.soft(text.includes(testCredentials.password), file).toBe(false);
      expect.soft(text.includes('CALL_ANALYTICS_PASSWORD_HASH'), file).toBe(false);
      expect.soft(text.includes('VAPI_PRIVATE_KEY'), file).toBe(false);
      expect.soft(text.includes(fakeVapiPrivateKey), file).toBe(false);
      expect.soft(/\$2[aby]\$\d{2}\$/.test(text), file).toBe(false);
    }
  });
});

/** The longest call of the fixture, formatted as the table shows it. */
async function longestDuration(): Promise<string> {
  const calls = JSON.parse(readFileSync(path.join(__dirname, '..', 'fixtures', 'vapi-calls.json'), 'utf8')) as {
    startedAt: string;
    endedAt: string;
  }[];
  const seconds = Math.max(...calls.map((call) => Math.round((Date.parse(call.endedAt) - Date.parse(call.startedAt)) / 1000)));
  return `${Math.floor(seconds / 60)} Min. ${String(seconds % 60).padStart(2, '0')} Sek.`;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}
