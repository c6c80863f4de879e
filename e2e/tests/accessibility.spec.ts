import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import { onePageOfEveryKind } from '../support/page-kinds';
import { expect, test } from '../support/test';

/** axe-core itself, evaluated in the page: over the DevTools protocol, which the page's CSP does not govern. */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** The WCAG 2.2 AA rules and everything below them; no best practices. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every kind of page as a visitor who has decided first sees it (the prerendered page at
 * rest), on a phone and on a desktop: axe finds nothing against WCAG 2.2 AA.
 */
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, { tag: ['@shell', '@marketing', '@references'] }, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of onePageOfEveryKind) {
      test(`${path}: axe finds no WCAG 2.2 AA violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.evaluate(axeSource);
        const results = await page.evaluate(
          (tags) =>
            (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
              runOnly: { type: 'tag', values: tags },
            }),
          wcagTags,
        );
        const found = results.violations.map(
          ({ id, impact, nodes }) => `${id} (${impact ?? 'n/a'}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
        expect(found).toEqual([]);
        expect(results.passes.length, 'axe checked the page').toBeGreaterThan(10);
      });
    }

    // axe cannot judge text over the hero's gradient; these colours are the dark band's own.
    test('the contact buttons on the dark home hero keep the band colours, whichever stylesheet loads last', async ({ page }) => {
      await page.goto('/');
      const hero = page.getByRole('main');
      const token = (name: string) =>
        page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);
      const colour = (value: string) =>
        page.evaluate((css) => {
          const probe = document.createElement('i');
          probe.style.color = css;
          document.body.append(probe);
          const computed = getComputedStyle(probe).color;
          probe.remove();
          return computed;
        }, value);
      const booking = hero.getByRole('button', { name: 'Erstgespräch buchen' }).first();
      const assistant = hero.getByRole('button', { name: 'KI-Assistent' }).first();
      await expect(booking).toHaveCSS('background-color', await colour(await token('--color-accent')));
      await expect(assistant).toHaveCSS('color', await colour(await token('--color-ink-inverse')));
    });
  });
}
