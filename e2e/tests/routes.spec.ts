import { expect, test } from '../support/test';
import type { AppName } from '@isarlicht/tooling/ports';
import { detailPages } from '../support/all-routes';
import { navigateInApp } from '../support/navigate';
import { recordRequests } from '../support/requests';

const suffix = ' | Isarlicht Digital';

const pages: { path: string; remote: AppName; h1: string; title: string }[] = [
  {
    path: '/',
    remote: 'marketing',
    h1: 'Aus Ideen werden KI-Lösungen und Webanwendungen, die im Alltag bestehen.',
    title: `Digitalagentur für KI und Web in München${suffix}`,
  },
  { path: '/about', remote: 'marketing', h1: 'Ein Team aus München, das Produkte zu Ende denkt', title: `Über uns${suffix}` },
  { path: '/services', remote: 'marketing', h1: 'Software, die Ihr Geschäft voranbringt', title: `Leistungen${suffix}` },
  { path: '/services/ai-development', remote: 'marketing', h1: 'KI-Entwicklung', title: `KI-Entwicklung${suffix}` },
  { path: '/methods/agile-teams', remote: 'marketing', h1: 'Agile Teams', title: `Agile Teams${suffix}` },
  { path: '/methods/roles/product-owner', remote: 'marketing', h1: 'Product Owner', title: `Product Owner${suffix}` },
  { path: '/glossary', remote: 'marketing', h1: 'Fachbegriffe verständlich erklärt', title: `Glossar${suffix}` },
  { path: '/contact', remote: 'marketing', h1: 'Sprechen wir über Ihr Vorhaben', title: `Kontakt${suffix}` },
  { path: '/impressum', remote: 'marketing', h1: 'Impressum', title: `Impressum und Datenschutz${suffix}` },
  { path: '/agb', remote: 'marketing', h1: 'Allgemeine Geschäftsbedingungen', title: `Allgemeine Geschäftsbedingungen${suffix}` },
  { path: '/references', remote: 'references', h1: 'Projekte, die im Betrieb überzeugen', title: `Referenzen${suffix}` },
  { path: '/software-for', remote: 'references', h1: 'Software für Ihre Branche', title: `Software für Ihre Branche${suffix}` },
  {
    path: '/software-for/kmu',
    remote: 'references',
    h1: 'Software für KMU und Mittelstand',
    title: 'Software für KMU und Mittelstand | Isarlicht Digital',
  },
  {
    path: '/references/kiekje',
    remote: 'references',
    h1: 'Kiekje – die App für Kitas und Eltern',
    title: `Kiekje – die App für Kitas und Eltern${suffix}`,
  },
  { path: '/vapi-dashboard', remote: 'devtools', h1: 'Anrufanalyse', title: `Anrufanalyse${suffix}` },
];

test.describe('route table', { tag: ['@shell', '@marketing', '@references'] }, () => {
  for (const entry of pages) {
    test(`${entry.path} renders from ${entry.remote}`, async ({ page }) => {
      const requests = recordRequests(page, [entry.remote]);
      await page.goto(entry.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.h1);
      await expect(page).toHaveTitle(entry.title);
      // Static content prefetches its module once the page is idle (docs/decisions/034), the others load it before hydrating.
      await expect.poll(() => requests[entry.remote].some((url) => url.includes('__federation_expose_'))).toBe(true);
    });
  }

  test('every id of the specification has its own page and title', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/about');
    for (const target of detailPages) {
      await navigateInApp(page, target);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, target).not.toHaveText(/Seite nicht gefunden|Dieser Bereich/);
      await expect(heading, target).not.toBeEmpty();
      await expect(page, target).toHaveTitle(/^(?!Seite nicht gefunden).+ \| Isarlicht Digital$/);
    }
  });

  test('the document title follows client-side navigation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'KI-Entwicklung' }).first().click();
    await expect(page).toHaveURL('/services/ai-development');
    await expect(page).toHaveTitle(`KI-Entwicklung${suffix}`);
  });
});
