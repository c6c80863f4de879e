import { expect, test, waitForApp, type Page } from '../support/test';
import { industryIds, pinnedReferences, referenceSlugs } from '@isarlicht/contracts/routes/ids';
import { paths } from '@isarlicht/contracts/routes/paths';
import { navigateInApp } from '../support/navigate';
import { originOf } from '../support/site';

const suffix = ' | Isarlicht Digital';

const cardHrefs = (page: Page) =>
  page
    .getByRole('list', { name: 'Referenzen' })
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

const topic = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });

/** Collects uncaught page errors, so a test can assert that there were none. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('references overview', { tag: ['@references'] }, () => {
  test('lists all 16 references with the six pinned ones first, in their order', async ({ page }) => {
    await page.goto(paths.references);
    await expect(page.getByRole('status')).toHaveText('16 Referenzen');
    const hrefs = await cardHrefs(page);
    expect(hrefs).toHaveLength(16);
    expect(hrefs.slice(0, 6)).toEqual(pinnedReferences.map((slug) => paths.reference(slug)));
    const firstImage = page.getByRole('list', { name: 'Referenzen' }).locator('img').first();
    await expect(firstImage).toHaveAttribute('width', '640');
    await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('filters by topic and technology in the URL; Back restores the earlier filters', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(paths.references);
    await topic(page, 'KI').click();
    await expect(page).toHaveURL('/references?tag=KI');
    await expect(topic(page, 'KI')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status')).toHaveText(/^\d+ von 16 Referenzen$/);
    expect((await cardHrefs(page))[0]).toBe('/references/kiekje');

    await page.getByLabel('Technologie', { exact: true }).selectOption('React');
    await expect(page).toHaveURL('/references?tag=KI&technologie=React');
    const combined = ['talentlake', 'garantiemax', 'fahrzeugdatenplattform', 'product-communicator'].map((slug) => `/references/${slug}`);
    await expect.poll(() => cardHrefs(page)).toEqual(combined);
    await expect(page.getByRole('status')).toHaveText('4 von 16 Referenzen');

    await page.goBack();
    await expect(page).toHaveURL('/references?tag=KI');
    await expect(page.getByLabel('Technologie', { exact: true })).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL('/references');
    await expect(page.getByRole('status')).toHaveText('16 Referenzen');
    await expect(topic(page, 'Alle Themen')).toHaveAttribute('aria-pressed', 'true');

    // A shared link opens with its filter applied.
    await page.goto('/references?tag=KI&technologie=React');
    await expect.poll(() => cardHrefs(page)).toEqual(combined);
    expect(errors).toEqual([]);
  });

  test('shows everything, without an error, for unknown filter values', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/references?tag=Quantencomputing&technologie=COBOL');
    await expect(page.getByRole('status')).toHaveText('16 Referenzen');
    expect(await cardHrefs(page)).toHaveLength(16);
    expect(errors).toEqual([]);
  });
});

test.describe('reference detail', { tag: ['@references'] }, () => {
  test('every reference renders its title as h1 and document title, with its illustration', async ({ page }) => {
    test.setTimeout(120_000);
    for (const slug of referenceSlugs) {
      await page.goto(paths.reference(slug));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, slug).not.toHaveText(/Seite nicht gefunden|nicht gefunden|Dieser Bereich/);
      const title = (await heading.textContent()) ?? '';
      expect(title, slug).not.toBe('');
      await expect(page, slug).toHaveTitle(`${title}${suffix}`);
      const image = page.getByRole('main').locator('header img');
      await expect(image, slug).toHaveAttribute('alt', /^Illustration: /);
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), { message: slug }).toBeGreaterThan(0);
    }
  });

  test('links no made-up client website and opens the booking modal through the bus', async ({ page }) => {
    await page.goto(paths.reference('kiekje'));
    await expect(page.getByRole('complementary', { name: 'Projektdaten' })).toBeVisible();
    await expect(page.getByRole('main').getByText('(öffnet in neuem Tab)')).toHaveCount(0);
    await expect(page.locator('main a[href*=".example"]')).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Erstgespräch buchen' }).click();
    await expect(page.getByRole('dialog', { name: 'Erstgespräch buchen' })).toBeVisible();
  });

  test('the bootcamp shows its 25 workshops, three days and the products it started', async ({ page }) => {
    await page.goto(paths.reference('bootcamp-workshop'));
    const format = page.getByRole('region', { name: '3 Tage, ein gemeinsames Bild' });
    await expect(format).toContainText('25');
    await expect(format.getByRole('heading', { level: 3 })).toHaveText(['Persona', 'Journey', 'Design Studio']);
    const projects = page.getByRole('region', { name: 'Aus dem Bootcamp entstanden' });
    await projects.getByRole('link', { name: 'Talentlake – KI-gestützter Talentpool' }).click();
    await expect(page).toHaveURL(paths.reference('talentlake'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talentlake – KI-gestützter Talentpool');
  });

  test('an unknown slug shows the not-found page; the misspelt vehicle-data slug redirects', async ({ page }) => {
    await page.goto('/references/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referenz nicht gefunden');
    await expect(page).toHaveTitle(`Referenz nicht gefunden${suffix}`);

    await page.goto('/references/fahrzeugdatenmplattform');
    await expect(page).toHaveURL(paths.reference('fahrzeugdatenplattform'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fahrzeugdatenplattform für Lkw-Flotten');
  });
});

test.describe('rich text carries text, never markup', { tag: ['@references'] }, () => {
  const marker = 'festen Gruppe von Pilot-Kitas.';
  // No quotes or backslashes: it is spliced into a string literal of the built chunk.
  const payload =
    ' <img src=x onerror=window.__xssFired=1><script>window.__xssFired=2</script>' +
    '<a href=javascript:window.__xssFired=3 onclick=window.__xssFired=4>Probe-Link</a><svg onload=window.__xssFired=5></svg>';

  test('markup that reaches a reference text is shown as text and never runs', async ({ page }) => {
    let injected = false;
    await page.route(`${originOf('references')}/**/*.js`, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes(marker)) return route.fulfill({ response });
      injected = true;
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      return route.fulfill({ response, headers, body: body.replace(marker, `${marker}${payload}`) });
    });

    // The first load of a reference keeps the server's HTML (docs/decisions/028); the text
    // comes from the remote's chunk once the visitor navigates in the app.
    await page.goto(paths.references);
    await waitForApp(page);
    await navigateInApp(page, paths.reference('kiekje'));
    const richText = page.locator('[data-rich-text]');
    await expect(richText).toContainText('<script>window.__xssFired=2</script>');
    expect(injected).toBe(true);
    await richText.getByText('Probe-Link', { exact: false }).click();
    await page.waitForTimeout(300);

    expect(await page.evaluate(() => (window as unknown as { __xssFired?: number }).__xssFired)).toBeUndefined();
    expect(await richText.locator('script, img, svg, a, iframe, [style]').count()).toBe(0);
    const attributes = await richText.evaluate((root) => [...root.querySelectorAll('*')].flatMap((element) => element.getAttributeNames()));
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
  });
});

test.describe('target groups', { tag: ['@references'] }, () => {
  test('the overview leads with real estate, logistics and startups', async ({ page }) => {
    await page.goto(paths.industries);
    const lead = page.getByRole('region', { name: 'Schwerpunkte' }).getByRole('link');
    await expect(lead).toHaveText(['Software für Immobilienunternehmen', 'Software für Logistikunternehmen', 'Software für Startups']);
    await expect(page.getByRole('region', { name: 'Weitere Branchen' }).getByRole('link')).toHaveCount(9);
  });

  test('every target group renders its title as h1 and its seoTitle as document title', async ({ page }) => {
    test.setTimeout(120_000);
    for (const id of industryIds) {
      await page.goto(paths.industry(id));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, id).not.toHaveText(/Seite nicht gefunden|Dieser Bereich/);
      await expect(page, id).toHaveTitle(`${(await heading.textContent()) ?? ''}${suffix}`);
      await expect(page.getByRole('main').locator('header svg'), id).toHaveAttribute('viewBox', '0 0 24 24');
    }
  });

  test('the kmu page links its services and references', async ({ page }) => {
    await page.goto(paths.industry('kmu'));
    await expect(page).toHaveTitle('Software für KMU und Mittelstand | Isarlicht Digital');
    const services = page.getByRole('complementary', { name: 'Passende Leistungen' }).getByRole('link');
    const names = ['Webanwendungen', 'Interne Geschäftsanwendungen', 'Kunden- und Partnerportale', 'Enterprise-Integrationsplattform'];
    await expect(services).toHaveCount(names.length);
    for (const [index, name] of names.entries()) await expect(services.nth(index)).toHaveAccessibleName(name);
    await expect(services.first()).toHaveAttribute('href', '/services/web-applications');
    await page
      .getByRole('region', { name: 'Referenzen: KMU' })
      .getByRole('link', { name: 'Disposition für die Spedition Buchberger' })
      .click();
    await expect(page).toHaveURL(paths.reference('buchberger'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disposition für die Spedition Buchberger');
  });

  test('an unknown target group shows the not-found page', async ({ page }) => {
    await page.goto('/software-for/gastronomie');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Seite nicht gefunden/);
  });
});
