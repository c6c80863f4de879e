import { expect, test, type Locator, type Page } from '@playwright/test';
import { mainScriptPattern } from '../support/main-script';
import { slowNetwork } from '../support/slow-network';
import { waitForApp } from '../support/test';

const assistantConsentMessage = 'Der KI-Assistent kann nicht geladen werden, da Cookies für externe Inhalte deaktiviert sind.';

/**
 * A visitor on a slow phone acts as soon as the page shows, before the application
 * runs. The CPU is slowed four times and the network delayed as a mobile one; the
 * shell's entry script is held back a further moment, so every action here happens
 * before `html[data-shell=ready]`, however fast this machine is. Static pages need
 * only the shell to come alive (docs/decisions/028), so the moment is a long one. The
 * visitor here has decided on consent, so the application starts at the first action
 * (docs/decisions/042), and the entry script is held back from then.
 */
const mainHeldMs = 5000;

async function openSlowly(page: Page, path: string): Promise<void> {
  const devtools = await slowNetwork(page, { down: 200_000, up: 93_750 });
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route(mainScriptPattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, mainHeldMs));
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  expect(await shellState(page)).not.toBe('ready');
}

/** The page's own early dialog, which the consent layer's live one takes the place of. */
const earlyDialog = 'body > [data-early-dialog]';

/** Opens `/about` slowly and clicks the button named `name` in `scope` before the application runs. */
async function clickEarly(page: Page, scope: Locator, name: string): Promise<Locator> {
  await openSlowly(page, '/about');
  const button = scope.getByRole('button', { name });
  await button.click();
  return button;
}

const shellState = (page: Page) => page.evaluate(() => document.documentElement.dataset.shell);

test.describe('from the first paint', { tag: ['@shell', '@consent'] }, () => {
  // A slowed phone that loads the consent layer only once the shell runs, after its entry script was held back.
  test.describe.configure({ timeout: 120_000 });
  test('the mobile menu opens and closes before the application runs and stays the same menu after it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSlowly(page, '/about');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation).toBeHidden();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(navigation).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menü schließen' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await shellState(page)).not.toBe('ready');

    const menu = await page.locator('#hauptmenue').elementHandle();
    await waitForApp(page);
    await expect(navigation).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate((element) => element === document.getElementById('hauptmenue'), menu)).toBe(true);
    await page.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(navigation).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click on KI-Assistent before the application runs shows the dialog’s frame and text at once, and the live one takes its place', async ({
    page,
  }) => {
    const assistant = await clickEarly(page, page.getByTestId('site-header'), 'KI-Assistent');
    await expect(assistant).toHaveAttribute('aria-busy', 'true');
    // The page's early dialog: the frame and the text without external content. Its „Cookie-Einstellungen ändern" the page
    // answers itself with its consent panel, so nothing in it waits for the consent layer: it is not busy.
    const dialog = page.getByRole('dialog', { name: 'KI-Assistent' });
    await expect(dialog).toBeVisible();
    await expect(page.locator(earlyDialog)).toHaveCount(1);
    await expect(dialog).not.toHaveAttribute('aria-busy');
    await expect(dialog).toContainText(assistantConsentMessage);
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
    expect(await shellState(page)).not.toBe('ready');

    await expect(page.locator(earlyDialog)).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByRole('dialog', { name: 'KI-Assistent' })).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
    await expect(assistant).not.toHaveAttribute('aria-busy');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(assistant).toBeFocused();
  });

  test('an early dialog closed before the consent layer came is not opened by it', async ({ page }) => {
    await openSlowly(page, '/about');
    const assistant = page.getByTestId('site-header').getByRole('button', { name: 'KI-Assistent' });
    await assistant.click();
    await expect(page.getByRole('dialog', { name: 'KI-Assistent' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(assistant).toBeFocused();
    await expect(assistant).not.toHaveAttribute('aria-busy');

    // Once the application and the layer run, nothing opens that was waiting for them, and a click opens the live dialog.
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await assistant.click();
    await expect(page.getByRole('dialog', { name: 'KI-Assistent' })).toBeVisible();
    await expect(page.locator(earlyDialog)).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('„Cookie-Einstellungen" before the application runs opens the page’s panel with the stored choice, kept by the layer until closed', async ({
    page,
  }) => {
    const footerButton = await clickEarly(page, page.getByRole('contentinfo'), 'Cookie-Einstellungen');
    const panel = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(panel).toBeVisible();
    await expect(page.locator('#first-visit-consent')).toHaveAttribute('data-settings', '');
    await expect(panel.getByRole('button', { name: 'Schließen' })).toBeFocused();
    expect(await shellState(page)).not.toBe('ready');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as Record<string, unknown>);
    const analytics = panel.getByRole('checkbox', { name: /Analyse/ });
    expect(await analytics.isChecked()).toBe(stored.analytics);

    // The consent layer comes and leaves the visitor's panel alone, boxes and all; closed, it goes, and the live panel answers.
    await analytics.setChecked(stored.analytics !== true);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(await analytics.isChecked()).toBe(stored.analytics !== true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#first-visit-consent')).toHaveCount(0);
    await expect(footerButton).toBeFocused();
    await footerButton.click();
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' }).getByRole('checkbox', { name: /Analyse/ })).toBeChecked({
      checked: stored.analytics === true,
    });
  });

  test('KI-Assistent in the phone’s menu: the menu closes and the dialog is on top, before and after the start', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSlowly(page, '/about');
    const menu = page.locator('#hauptmenue');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await menu.getByRole('button', { name: 'KI-Assistent' }).click();
    const dialog = page.getByRole('dialog', { name: 'KI-Assistent' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    // What a tap in the middle of the screen reaches is the dialog, not a popover above it.
    const box = await dialog.boundingBox();
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="dialog"]')?.getAttribute('aria-labelledby') ?? null,
      { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
    );
    expect(hit).toBe('dialog-ki-assistent');
    await expect(page.locator(earlyDialog)).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
  });

  test('a click on Erstgespräch buchen in the page before the application runs opens the booking once it runs', async ({ page }) => {
    await openSlowly(page, '/references/kiekje');
    await page.locator('main').getByRole('button', { name: 'Erstgespräch buchen' }).click();
    expect(await shellState(page)).not.toBe('ready');
    await expect(page.getByRole('dialog', { name: 'Erstgespräch buchen' })).toBeVisible({ timeout: 60_000 });
  });

  test('a header link followed once the application runs navigates without loading a document', async ({ page }) => {
    await openSlowly(page, '/about');
    await waitForApp(page);
    // Once it runs and what it loads when idle (the consent layer, the page's remote) has arrived: this test is about
    // the kind of navigation, and on the slowed phone of a busy machine that work once held the click past the URL's wait.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Reflect.set(window, 'sameDocument', true));
    await page.getByTestId('site-header').getByRole('link', { name: 'Leistungen', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software, die Ihr Geschäft voranbringt');
    expect(await page.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true);
  });

  test('the application is requested only once the browser has reported the first contentful paint', async ({ page }) => {
    await openSlowly(page, '/services/ai-development');
    await waitForApp(page);
    const start = await page.evaluate(
      (main) => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        main:
          performance.getEntriesByType('resource').find((entry) => new RegExp(main).test(new URL(entry.name).pathname))?.startTime ??
          Number.NaN,
      }),
      mainScriptPattern.source,
    );
    // Not at the next animation frame, which precedes the reported paint by a few ms now and then:
    // Lighthouse's simulation counts such a request into the paint and the largest paint (docs/decisions/040).
    expect(start.main).toBeGreaterThanOrEqual(start.paint);
  });
});
