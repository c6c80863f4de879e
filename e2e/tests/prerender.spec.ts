import { isLegalPage } from '@isarlicht/contracts/consent/first-visit-panel';
import { siteConfig } from '@isarlicht/site-content/site-config';
import { specifiedPagePaths } from '@isarlicht/contracts/routes/specified-pages';
import { expect, test, waitForApp } from '../support/test';
import { rawPage, sitemapPaths } from '../support/public-pages';
import { originOf } from '../support/site';
import { consentRecord, interceptThirdParties } from '../support/third-parties';

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test.describe('prerendered HTML, as a crawler without JavaScript reads it', { tag: ['@shell'] }, () => {
  test('the sitemap lists every public page on the base URL, and robots.txt points at it', async ({ request }) => {
    const paths = await sitemapPaths(request);
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of specifiedPagePaths) expect(paths).toContain(path);
    expect(paths).not.toContain('/vapi-dashboard');
    expect(paths.filter((path) => path.startsWith('/glossary/')).length).toBeGreaterThan(40);
    expect(xml).toContain(`<loc>${siteConfig.seo.baseUrl}/services/ai-development</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${siteConfig.seo.baseUrl}/sitemap.xml`);
  });

  test('every public page: status 200, lang de, one h1, its title, description, canonical URL and social tags', async ({ request }) => {
    test.setTimeout(120_000);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of await sitemapPaths(request)) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect({ path, status: response.status() }).toEqual({ path, status: 200 });
      const html = await response.text();
      const page = rawPage(html);
      expect({ path, lang: page.lang, h1s: page.h1s.length }).toEqual({ path, lang: 'de', h1s: 1 });
      expect(page.title, path).toMatch(/\S.* \| Isarlicht Digital$|^Software für /);
      expect(page.description?.length ?? 0, path).toBeGreaterThanOrEqual(50);
      expect(page.canonical).toBe(`${siteConfig.seo.baseUrl}${path === '/' ? '/' : path}`);
      expect(html).toContain(`<meta property="og:url" content="${page.canonical}"`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      // The consent layer belongs to the visitor, never to the snapshot. Only the first visit's
      // panel follows the page (docs/decisions/043), and the early dialogs, inert in a template until
      // a tap (docs/decisions/053), except on the pages read in order to decide.
      const [beforePanel = '', panel] = html.split('<div id="first-visit-consent"');
      const earlyDialogs = /<template id="early-dialogs">[\s\S]*?<\/template>/;
      expect({ path, panel: panel !== undefined, earlyDialogs: earlyDialogs.test(beforePanel) }).toEqual({
        path,
        panel: !isLegalPage(path),
        earlyDialogs: !isLegalPage(path),
      });
      expect(beforePanel.replace(earlyDialogs, ''), path).not.toContain('role="dialog"');
      const title = decodeEntities(page.title ?? '');
      const description = decodeEntities(page.description ?? '');
      expect({ path, sameTitleAs: titles.get(title) }).toEqual({ path, sameTitleAs: undefined });
      expect({ path, sameDescriptionAs: descriptions.get(description) }).toEqual({ path, sameDescriptionAs: undefined });
      titles.set(title, path);
      descriptions.set(description, path);
    }
  });

  test('curl of a service page shows its content', async ({ request }) => {
    const html = await (await request.get('/services/ai-development')).text();
    const page = rawPage(html);
    expect(page.h1s).toEqual(['KI-Entwicklung']);
    expect(page.title).toBe('KI-Entwicklung | Isarlicht Digital');
    expect(html).toContain('Zum Inhalt springen');
    expect(html).toContain('© ');
    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ position: 1, item: `${siteConfig.seo.baseUrl}/` }),
          expect.objectContaining({ position: 2, name: 'Leistungen', item: `${siteConfig.seo.baseUrl}/services` }),
          expect.objectContaining({ position: 3, name: 'KI-Entwicklung' }),
        ],
      }),
    ]);
  });

  test('the home page describes the agency with its postal address', async ({ request }) => {
    const { jsonLd } = rawPage(await (await request.get('/')).text());
    expect(jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        name: siteConfig.name,
        address: expect.objectContaining({ streetAddress: siteConfig.address.street, postalCode: siteConfig.address.postalCode }),
      }),
    ]);
  });

  test('every detail page carries a breadcrumb trail', async ({ request }) => {
    const details = (await sitemapPaths(request)).filter((path) => path.split('/').length > 2);
    for (const path of details) {
      const { jsonLd } = rawPage(await (await request.get(path)).text());
      expect({ path, types: jsonLd.map((data) => data['@type']) }).toEqual({ path, types: ['BreadcrumbList'] });
    }
  });

  test('every internal link of every page leads to a page', async ({ request }) => {
    test.setTimeout(120_000);
    const pages = new Set(await sitemapPaths(request));
    const broken: string[] = [];
    for (const path of pages) {
      for (const href of rawPage(await (await request.get(path)).text()).links) {
        const target = href.replace(/[?#].*$/, '') || '/';
        if (/\.[a-z0-9]+$/.test(target)) continue;
        if (!pages.has(target)) broken.push(`${path} → ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

test.describe('without JavaScript', { tag: ['@shell'] }, () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads the pages and follows their links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Aus Ideen werden KI-Lösungen und Webanwendungen, die im Alltag bestehen.',
    );
    // Nothing of a third party can load without script: the page carries the first-visit panel, which does not show.
    await expect(page.locator('#first-visit-consent')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The home header appears on scroll with script; without it, it is simply there.
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Leistungen' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software, die Ihr Geschäft voranbringt');
    await page
      .locator('main')
      .getByRole('link', { name: /KI-Entwicklung/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('KI-Entwicklung');
    await expect(page.locator('main')).toContainText('Häufige Fragen');
  });

  test('the mobile navigation opens and closes without script', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/references/kiekje');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation).toBeHidden();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(navigation.getByRole('link', { name: 'Kontakt' })).toBeVisible();
    await page.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(navigation).toBeHidden();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await navigation.getByRole('link', { name: 'Kontakt' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprechen wir über Ihr Vorhaben');
  });

  test('every public page shows its content', async ({ page, request }) => {
    test.setTimeout(180_000);
    for (const path of await sitemapPaths(request)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(150);
    }
  });
});

test.describe('hydration', { tag: ['@shell'] }, () => {
  test('a remote redeployed after the prerender wins once JavaScript runs on a page that hydrates', async ({ page }) => {
    const snapshot = 'Sprechen wir über Ihr Vorhaben';
    const redeployed = 'Sprechen wir über Ihr Vorhaben, frisch ausgeliefert';
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    // The marketing remote now renders another heading than the prerendered HTML holds.
    await page.route(`${originOf('marketing')}/**/*.js`, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, headers, body: body.replace(snapshot, redeployed) });
    });
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(redeployed);
    expect(logs.some((text) => text.includes('[shell] hydration mismatch'))).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  });

  test('static content stays the HTML of the server on the first load, and its links and buttons still work', async ({ page, context }) => {
    await interceptThirdParties(context);
    await context.addInitScript(
      (record) => localStorage.setItem('cookieConsent', record),
      JSON.stringify(consentRecord({ analytics: true, externalContent: true, hubspot: true, googleMaps: true })),
    );
    await page.goto('/about');
    await waitForApp(page);
    const fibers = await page.evaluate(() => {
      const hasFiber = (selector: string) => {
        const element = document.querySelector(selector);
        return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      };
      return {
        region: hasFiber('main [data-first-load="static"]'),
        heading: hasFiber('main h1'),
        link: hasFiber('main a[href="/contact"]'),
        menu: hasFiber('[popovertarget]'),
      };
    });
    // The shell's layout and the region hydrated; nothing inside the region did.
    expect(fibers).toEqual({ region: true, heading: false, link: false, menu: true });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.evaluate(() => Reflect.set(window, 'sameDocument', true));
    await page.locator('main').getByRole('link', { name: 'Kontaktseite' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprechen wir über Ihr Vorhaben');
    expect(await page.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true);
    expect(requested.filter((url) => url.endsWith('/contact'))).toEqual([]);

    await page.goto('/services/ai-development');
    await waitForApp(page);
    await page.locator('main').getByRole('button', { name: 'Erstgespräch buchen' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Erstgespräch buchen' })).toBeVisible();
  });

  test('a query string renders in the browser instead of hydrating a snapshot of another state', async ({ page }) => {
    await page.goto('/references?tag=KI');
    expect(await page.evaluate(() => document.documentElement.dataset.render)).toBe('client');
  });
});

test.describe(
  'every public page hydrates without a mismatch, shift or CSP violation (full consent)',
  { tag: ['@shell', '@marketing', '@references'] },
  () => {
    // Every eighth page per test, so both workers share the walk.
    const runs = 8;
    for (let run = 0; run < runs; run += 1) {
      test(`pages ${run + 1}, ${run + 1 + runs}, … of the sitemap`, async ({ page, request, context }) => {
        test.setTimeout(180_000);
        await interceptThirdParties(context);
        await context.addInitScript(
          (record) => {
            localStorage.setItem('cookieConsent', record);
            (window as unknown as { violations: string[] }).violations = [];
            document.addEventListener('securitypolicyviolation', (event) =>
              (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`),
            );
            (window as unknown as { shifts: string[] }).shifts = [];
            type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Shift[]) {
                if (entry.hadRecentInput) continue;
                const nodes = entry.sources.map((source) =>
                  source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : source.node?.nodeName,
                );
                (window as unknown as { shifts: string[] }).shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' ')}`);
              }
            }).observe({ type: 'layout-shift', buffered: true });
          },
          JSON.stringify(consentRecord({ analytics: true, externalContent: true, hubspot: true, googleMaps: true })),
        );
        const problems: string[] = [];
        page.on('console', (message) => {
          if (['error', 'warning'].includes(message.type())) problems.push(`${page.url()}: ${message.text()}`);
        });
        const paths = (await sitemapPaths(request)).filter((_, index) => index % runs === run);
        for (const path of paths) {
          await page.goto(path);
          const state = await page.evaluate(() => ({
            render: document.documentElement.dataset.render,
            violations: (window as unknown as { violations: string[] }).violations,
            shifts: (window as unknown as { shifts: string[] }).shifts,
          }));
          expect({ path, render: state.render, violations: state.violations }).toEqual({ path, render: 'hydrated', violations: [] });
          const shift = state.shifts.reduce((sum, entry) => sum + Number(entry.split(' ')[0]), 0);
          expect(shift, `${path}: ${state.shifts.join('; ')}`).toBeLessThanOrEqual(0.01);
        }
        expect(problems).toEqual([]);
      });
    }
  },
);
