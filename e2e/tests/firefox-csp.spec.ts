import type { Browser } from 'puppeteer-core';
import { launchFirefox } from '../support/firefox';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Firefox applies `default-src` to `rel=prefetch` (there is no directive of its own
 * for it), so the prefetch of a page's remote files from the remote's origin
 * (docs/decisions/034) must be allowed there, not only by `script-src`.
 */
test.describe('the page in Firefox', { tag: ['@shell', '@firefox'] }, () => {
  let firefox: Browser | undefined;

  test.beforeAll(async () => {
    firefox = await launchFirefox();
  });

  test.afterAll(async () => {
    await firefox?.close();
  });

  for (const address of ['/about', '/references/kiekje']) {
    test(`${address}: the remote's files are prefetched from its origin without a CSP violation`, async () => {
      if (firefox === undefined) throw new Error('Firefox did not start');
      const page = await firefox.newPage();
      await page.evaluateOnNewDocument(() => {
        window.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          window.cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(`${siteUrl}${address}`, { waitUntil: 'load' });
      // A visitor who only reads: the application starts unprompted, and the page region
      // prefetches its remote's files from the remote's origin when idle.
      await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready', { timeout: 20_000 });
      await page.waitForFunction(
        () => [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].some((link) => !link.href.startsWith(location.origin)),
        { timeout: 15_000 },
      );
      await page.waitForNetworkIdle({ idleTime: 500, timeout: 15_000 });
      expect(await page.evaluate(() => window.cspViolations ?? [])).toEqual([]);
      await page.close();
    });
  }
});
