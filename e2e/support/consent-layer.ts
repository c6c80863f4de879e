import type { Page } from '@playwright/test';

/**
 * Resolves once the consent layer runs: it answers `consent:request` (the shell holds
 * the request until the layer listens). After that, a panel it would open is rendered.
 */
export async function waitForConsentLayer(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('consent:state', () => resolve(), { once: true });
        window.dispatchEvent(new CustomEvent('consent:request'));
      }),
  );
}

/** Whether the element's centre, as the visitor sees it, belongs to the element (nothing lies over it). */
export async function isUncovered(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    if (!element) throw new Error(`${target} is missing`);
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  }, selector);
}

/** Scrolls with the mouse wheel, as a visitor does (a scroll lock stops exactly this), and reports whether the page moved. */
export async function scrollsByWheel(page: Page): Promise<boolean> {
  const atBottom = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
  const before = await page.evaluate(() => window.scrollY);
  const { width, height } = page.viewportSize() ?? { width: 800, height: 600 };
  await page.mouse.move(width / 2, height / 2);
  await page.mouse.wheel(0, atBottom ? -400 : 400);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if ((await page.evaluate(() => window.scrollY)) !== before) return true;
    await page.waitForTimeout(50);
  }
  return false;
}
