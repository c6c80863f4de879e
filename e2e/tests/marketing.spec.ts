import { expect, test, type Page } from '../support/test';
import { methodIds, roleIds, serviceIds } from '@isarlicht/contracts/routes/ids';
import { paths } from '@isarlicht/contracts/routes/paths';

const suffix = ' | Isarlicht Digital';

/** Client-side navigation, as a visitor moves through the site. */
async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** Navigates and waits until the h1 differs from the one before, so no stale heading is read. */
async function headingAfterNavigation(page: Page, to: string, previous: string): Promise<string> {
  await navigate(page, to);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading, to).not.toHaveText(previous);
  await expect(heading, to).not.toHaveText(/Seite nicht gefunden|Dieser Bereich/);
  return (await heading.textContent()) ?? '';
}

async function expectDescription(page: Page, to: string): Promise<void> {
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  expect(description.length, to).toBeGreaterThanOrEqual(120);
  expect(description.length, to).toBeLessThanOrEqual(160);
}

const homePage = {
  path: paths.home,
  h1: 'Aus Ideen werden KI-Lösungen und Webanwendungen, die im Alltag bestehen.',
  title: 'Digitalagentur für KI und Web in München',
};
const otherStaticPages = [
  { path: paths.about, h1: 'Ein Team aus München, das Produkte zu Ende denkt', title: 'Über uns' },
  { path: paths.services, h1: 'Software, die Ihr Geschäft voranbringt', title: 'Leistungen' },
  { path: paths.glossary, h1: 'Fachbegriffe verständlich erklärt', title: 'Glossar' },
  { path: paths.contact, h1: 'Sprechen wir über Ihr Vorhaben', title: 'Kontakt' },
  { path: paths.impressum, h1: 'Impressum', title: 'Impressum und Datenschutz' },
  { path: paths.agb, h1: 'Allgemeine Geschäftsbedingungen', title: 'Allgemeine Geschäftsbedingungen' },
];

test.describe('marketing pages', { tag: ['@marketing'] }, () => {
  test('every static page shows its heading, title and description', async ({ page }) => {
    await page.goto(homePage.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homePage.h1);
    await expect(page).toHaveTitle(`${homePage.title}${suffix}`);
    await expectDescription(page, homePage.path);
    let previous = homePage.h1;
    for (const entry of otherStaticPages) {
      previous = await headingAfterNavigation(page, entry.path, previous);
      expect(previous, entry.path).toBe(entry.h1);
      await expect(page, entry.path).toHaveTitle(`${entry.title}${suffix}`);
      await expectDescription(page, entry.path);
    }
  });

  test('every service, method and role page shows its heading as its title', async ({ page }) => {
    test.setTimeout(180_000);
    const targets = [
      ...serviceIds.map((id) => paths.service(id)),
      ...methodIds.map((id) => paths.method(id)),
      ...roleIds.map((id) => paths.role(id)),
    ];
    await page.goto(paths.about);
    let previous = otherStaticPages[0]?.h1 ?? '';
    for (const target of targets) {
      previous = await headingAfterNavigation(page, target, previous);
      await expect(page, target).toHaveTitle(`${previous}${suffix}`);
      await expectDescription(page, target);
    }
  });

  test('every glossary term linked from the glossary has its own page', async ({ page }) => {
    const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    test.setTimeout(180_000);
    await page.goto(paths.glossary);
    const links = page.getByRole('main').locator('a[href^="/glossary/"]');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThanOrEqual(40);
    let previous = 'Fachbegriffe verständlich erklärt';
    for (const href of hrefs) {
      previous = await headingAfterNavigation(page, href, previous);
      // "<term> – Glossar", shortened where search results would cut it (glossary-title.ts).
      await expect(page, href).toHaveTitle(new RegExp(`^${escapeRegExp(previous.replace(/\s*\(.*\)$/, ''))}.*${escapeRegExp(suffix)}$`));
      expect((await page.title()).length, href).toBeLessThanOrEqual(60);
    }
  });

  test('the glossary jumps to a letter', async ({ page }) => {
    await page.goto(paths.glossary);
    await page.getByRole('navigation', { name: 'Buchstaben' }).getByRole('link', { name: 'R', exact: true }).click();
    await expect(page).toHaveURL(/#buchstabe-R$/);
    await expect(page.locator('#buchstabe-R')).toBeInViewport();
  });
});

test.describe('calls to action', { tag: ['@marketing'] }, () => {
  test('the booking button of a service page opens the booking dialog', async ({ page }) => {
    await page.goto(paths.service('mvp-development'));
    await page.getByRole('main').getByRole('button', { name: 'Erstgespräch buchen' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Erstgespräch buchen' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the closing call to action of the home page opens the booking dialog', async ({ page }) => {
    await page.goto(paths.home);
    await page.getByRole('main').getByRole('button', { name: 'Erstgespräch buchen' }).last().click();
    await expect(page.getByRole('dialog', { name: 'Erstgespräch buchen' })).toBeVisible();
  });
});

test.describe('contact page map', { tag: ['@marketing'] }, () => {
  const isGoogleHost = (url: string) => /(^|\.)(google|googleapis|gstatic|ggpht)\.[a-z.]+$/.test(new URL(url).hostname);

  test('shows the placeholder without consent and contacts no Google host', async ({ page }) => {
    const googleRequests: string[] = [];
    page.on('request', (request) => {
      if (isGoogleHost(request.url())) googleRequests.push(request.url());
    });
    await page.goto(paths.contact);
    const anfahrt = page.getByRole('region', { name: 'Anfahrt' });
    await expect(anfahrt.getByRole('button', { name: 'Google Maps laden' })).toBeVisible();
    await expect(anfahrt).toContainText('Zweibrückenstraße 12');
    await expect(anfahrt.locator('iframe')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(googleRequests).toEqual([]);
  });

  test('the placeholder button asks the consent layer for the maps consent, and the map follows it', async ({ page }) => {
    const grants: unknown[] = [];
    // A binding survives the reload the consent layer may do after recording the consent.
    await page.exposeBinding('reportGrant', (_source, detail: unknown) => grants.push(detail));
    await page.addInitScript(() => {
      const report = (window as unknown as { reportGrant: (detail: unknown) => void }).reportGrant;
      window.addEventListener('consent:grant', (event) => report((event as CustomEvent).detail));
    });
    // The test must not depend on Google being reachable: the map frame gets a stand-in page.
    await page.route(
      (url) => isGoogleHost(url.href),
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>Karte</title>' }),
    );
    const config = (await (await page.request.get('/remotes.json')).json()) as { thirdParty: { googleMapsEmbedUrl: string } };
    await page.goto(paths.contact);
    const anfahrt = page.getByRole('region', { name: 'Anfahrt' });
    await anfahrt.getByRole('button', { name: 'Google Maps laden' }).click();

    // The shell re-sends a request made before the consent layer listened, so one click may be seen twice.
    await expect.poll(() => grants.length).toBeGreaterThan(0);
    expect(grants.every((grant) => JSON.stringify(grant) === JSON.stringify({ purpose: 'googleMaps' }))).toBe(true);
    const map = page.getByRole('region', { name: 'Anfahrt' }).locator('iframe');
    await expect(map).toHaveAttribute('title', /Google-Maps-Karte/);
    await expect(map).toHaveAttribute('src', config.thirdParty.googleMapsEmbedUrl);
    await expect(page.getByRole('button', { name: 'Google Maps laden' })).toHaveCount(0);
  });
});
