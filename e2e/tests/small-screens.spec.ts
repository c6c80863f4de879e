import { paths } from '@isarlicht/contracts/routes/paths';
import { onePageOfEveryKind } from '../support/page-kinds';
import { expect, test } from '../support/test';

test.describe('at 320 px, the narrowest phone', { tag: ['@shell', '@marketing', '@references'] }, () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of onePageOfEveryKind) {
    test(`${path} scrolls only vertically`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${path} is ${scrollWidth - clientWidth} px wider than the viewport`).toBeLessThanOrEqual(clientWidth);
    });
  }
});

// Chromium without its hyphenation data breaks a German compound anywhere; the home
// page's headline is sized so that none of its words needs breaking.
test.describe('the home headline on a phone', { tag: ['@marketing'] }, () => {
  for (const width of [320, 390]) {
    test(`keeps every word whole at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(paths.home);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const overwide = await heading.evaluate((element) => {
        const words = (element.textContent ?? '').split(/\s+|(?<=-)/).filter(Boolean);
        return words.filter((word) => {
          const probe = element.ownerDocument.createElement('span');
          probe.textContent = word;
          probe.style.whiteSpace = 'nowrap';
          element.append(probe);
          const tooWide = probe.getBoundingClientRect().width > element.clientWidth;
          probe.remove();
          return tooWide;
        });
      });
      expect(overwide).toEqual([]);
    });
  }
});
