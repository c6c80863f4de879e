import { expect, test, type Page } from '@playwright/test';
import { appendedScripts, recordAppendedScripts } from '../support/appended-scripts';
import { mainScriptPattern } from '../support/main-script';

/** The origin the deployment configuration names for the consent remote. */
async function consentOrigin(page: Page): Promise<string> {
  const config: unknown = await (await page.request.get('/remotes.json')).json();
  const manifest: unknown = Reflect.get(Reflect.get(Object(config), 'remotes') ?? {}, 'consent');
  if (typeof manifest !== 'string') throw new Error('/remotes.json names no consent remote');
  return new URL(manifest).origin;
}

/**
 * A click the page kept for the consent layer: the shell's entry script starts the
 * layer's remote while React and the shell's other scripts still download, not once
 * they have run (docs/decisions/080). Here those scripts are held back until the
 * layer's remote entry is in the page; before, it came only after them.
 */
test(
  'a click kept for the consent layer starts the layer’s remote before React has arrived',
  { tag: ['@shell', '@consent'] },
  async ({ page }) => {
    const origin = await consentOrigin(page);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = (url: URL) => url.pathname.startsWith('/chunks/') && !mainScriptPattern.test(url.pathname);
    await page.route(held, async (route) => {
      await released;
      await route.continue();
    });
    await recordAppendedScripts(page);
    const remoteEntryAppended = async () =>
      (await appendedScripts(page)).some((src) => src.startsWith(`${origin}/`) && src.endsWith('/remoteEntry.js'));
    try {
      await page.goto('/about', { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      await page.getByTestId('site-header').getByRole('button', { name: 'KI-Assistent' }).click();
      await expect.poll(remoteEntryAppended, { timeout: 15_000 }).toBe(true);
      expect(await page.evaluate(() => document.documentElement.dataset.shell)).not.toBe('ready');
    } finally {
      release();
    }
    const dialog = page.getByRole('dialog', { name: 'KI-Assistent' });
    await expect(page.locator('body > [data-early-dialog]')).toHaveCount(0, { timeout: 30_000 });
    await expect(dialog).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
  },
);
