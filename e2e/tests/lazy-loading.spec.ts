import { expect, test } from '../support/test';
import { recordRequests } from '../support/requests';
import { originOf } from '../support/site';

test.describe('pages load on first need', { tag: ['@shell'] }, () => {
  test('the home page fetches nothing from the references or devtools origins', async ({ page }) => {
    const requests = recordRequests(page, ['marketing', 'references', 'consent', 'devtools']);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.references).toEqual([]);
    expect(requests.devtools).toEqual([]);
    expect(requests.marketing.some((url) => url.includes('__federation_expose_home'))).toBe(true);
    expect(requests.marketing.some((url) => url.includes('__federation_expose_about'))).toBe(false);
    expect(requests.consent.some((url) => url.includes('__federation_expose_consent_layer'))).toBe(true);
  });

  test('a waiting page runs its remote with the interaction that woke it: no second interaction needed', async ({ page }) => {
    const run: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(`${originOf('marketing')}/`)) run.push(request.url());
    });
    // A returning visitor's page waits; `goto` wakes it with the pointer, as a visitor would (docs/decisions/042).
    await page.goto('/about');
    await expect.poll(() => run.some((url) => url.includes('__federation_expose_about')), { timeout: 15_000 }).toBe(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  });

  test('a remote is fetched the first time one of its routes is visited', async ({ page }) => {
    const requests = recordRequests(page, ['references']);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(requests.references).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Referenzen ansehen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projekte, die im Betrieb überzeugen');
    expect(requests.references.some((url) => url.includes('__federation_expose_references'))).toBe(true);
    expect(requests.references.some((url) => url.includes('__federation_expose_industry'))).toBe(false);
  });

  test('remote locations come from the deployment configuration, not the build', async ({ page }) => {
    const config = await (await page.request.get('/remotes.json')).json();
    expect(config.remotes.marketing).toBe(`${originOf('marketing')}/mf-manifest.json`);
    // Point marketing at a wrong origin at run time: the shell follows the configuration.
    await page.route('**/remotes.json', (route) =>
      route.fulfill({ json: { ...config, remotes: { ...config.remotes, marketing: 'http://localhost:9/mf-manifest.json' } } }),
    );
    // A page that hydrates as a whole needs its remote on the first load.
    await page.goto('/contact');
    await expect(page.getByRole('alert')).toContainText('Dieser Bereich konnte gerade nicht geladen werden.');
  });
});

test.describe('dev dashboard', { tag: ['@shell', '@devtools'] }, () => {
  test('is off in production: not found, and the devtools origin is never contacted', async ({ page }) => {
    const requests = recordRequests(page, ['devtools']);
    await page.goto('/dev-dashboard/translations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    expect(requests.devtools).toEqual([]);
  });

  test('is routed to mfe-devtools when the deployment configuration switches it on', async ({ page }) => {
    // Read once, answered from the test: a handler that fetched per request raced the next navigation, which
    // cancels the request while its body was still being read.
    const config: unknown = await (await page.request.get('/remotes.json')).json();
    if (typeof config !== 'object' || config === null) throw new Error('/remotes.json holds no object');
    await page.route('**/remotes.json', (route) => route.fulfill({ json: { ...config, devDashboard: true } }));
    await page.goto('/dev-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entwickler-Dashboard');
    const tools: [string, string][] = [
      ['translations', 'Übersetzungen'],
      ['links', 'Links'],
      ['errors', 'Fehler'],
      ['assets', 'Assets'],
      ['accessibility', 'Barrierefreiheit'],
      ['tests', 'Tests'],
    ];
    for (const [tool, heading] of tools) {
      await page.goto(`/dev-dashboard/${tool}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });
});
