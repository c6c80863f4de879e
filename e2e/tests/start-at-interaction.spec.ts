import { expect, test, type Page } from '@playwright/test';
import { mainScriptPattern, namedMainPath } from '../support/main-script';
import { wakePage } from '../support/test';
import { originOf } from '../support/site';
import { slowNetwork } from '../support/slow-network';
import { consentRecord, interceptThirdParties, storeConsent, thirdPartyOf } from '../support/third-parties';

/**
 * A returning visitor's prerendered page whose content needs nothing of the
 * application runs none of it until the visitor acts (docs/decisions/042). These tests
 * open pages with `@playwright/test`'s own page, which neither waits for the shell nor
 * moves the pointer, so nothing here wakes a page by accident.
 */
const shellStates = '__shellStates';

/** Every value `html[data-shell]` takes, in order, from before the page's own scripts. */
async function recordShellStates(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const states: string[] = [];
    Reflect.set(window, key, states);
    new MutationObserver(() => states.push(document.documentElement.dataset.shell ?? '')).observe(document, {
      attributes: true,
      attributeFilter: ['data-shell'],
      subtree: true,
    });
  }, shellStates);
}

const statesOf = (page: Page): Promise<string[]> => page.evaluate((key) => Reflect.get(window, key) as string[], shellStates);

async function openQuietly(page: Page, path: string): Promise<void> {
  await recordShellStates(page);
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
}

interface Fetched {
  readonly url: string;
  readonly by: string;
  readonly bytes: number;
}

/** The shell's scripts as the page fetched them: by a prefetch link or by a script element, and the bytes over the network. */
const shellScripts = (page: Page): Promise<Fetched[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          entry instanceof PerformanceResourceTiming && new URL(entry.name).origin === location.origin && entry.name.endsWith('.js'),
      )
      .map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return { url: timing.name, by: timing.initiatorType, bytes: timing.transferSize };
      }),
  );

/** The shell's entry scripts the page has appended, under either of its addresses. */
const mainScriptCount = (page: Page): Promise<number> =>
  page.evaluate(
    (main) => [...document.scripts].filter((script) => new RegExp(main).test(script.getAttribute('src') ?? '')).length,
    mainScriptPattern.source,
  );

test.describe('the start waits for the visitor', { tag: ['@shell'] }, () => {
  test('a static page of a visitor who has decided downloads the start but runs none of it until the pointer moves', async ({ page }) => {
    await openQuietly(page, '/about');
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'live');
    expect(await mainScriptCount(page)).toBe(0);
    const prefetched = await shellScripts(page);
    const named = await page.locator('html').getAttribute('data-main-script');
    expect(named).toMatch(namedMainPath);
    expect(prefetched.map((script) => new URL(script.url).pathname)).toContain(named);
    expect(prefetched.every((script) => script.by === 'link' && script.bytes > 0)).toBe(true);

    await wakePage(page);
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
    expect(await mainScriptCount(page)).toBe(1);
    // Every script the start ran was one the page had prefetched, and none was asked for again: the
    // entry script the page names is immutable like the chunks, so not even revalidated (docs/decisions/078).
    const run = (await shellScripts(page)).filter((script) => script.by === 'script');
    for (const script of run) {
      expect(
        prefetched.find((fetched) => fetched.url === script.url),
        script.url,
      ).toBeDefined();
      expect([script.url, script.bytes]).toEqual([script.url, 0]);
    }
    expect(run.length).toBe(prefetched.length);
    expect(await statesOf(page)).toEqual(['live', 'ready']);
  });

  test('a page older than the shell deployed now still starts: its own entry script gone, the one at the fixed address runs', async ({
    page,
  }) => {
    await page.route(
      (url) => namedMainPath.test(url.pathname),
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    await openQuietly(page, '/about');
    await wakePage(page);
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
    expect(await mainScriptCount(page)).toBe(2);
  });

  test('a key pressed is an interaction too: the page comes alive for a keyboard visitor', async ({ page }) => {
    await openQuietly(page, '/services/ai-development');
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'live');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
  });

  test('a page left alone comes alive without any interaction once it has been quiet a while', async ({ page }) => {
    await openQuietly(page, '/glossary');
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'live');
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready', { timeout: 20_000 });
  });

  test('a first visit waits too: the prerendered consent panel takes the decision itself, and the application never starts for it', async ({
    page,
  }) => {
    await storeConsent(page, null);
    await openQuietly(page, '/about');
    const panel = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(panel).toBeVisible();
    expect(await statesOf(page)).toEqual(['live']);
    expect(await mainScriptCount(page)).toBe(0);
    // A modal dialog: the focus is in it, and Tab stays in it.
    await expect(panel.getByRole('link', { name: 'Datenschutzerklärung' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('button', { name: 'Nur essenzielle' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Datenschutzerklärung' })).toBeFocused();

    await panel.getByRole('checkbox', { name: /Google Maps/ }).uncheck();
    // What the page was like as it went away for the reload of the choice.
    await page.evaluate(
      (main) =>
        window.addEventListener('pagehide', () => {
          const state = {
            panel: document.getElementById('first-visit-consent') !== null,
            record: localStorage.getItem('cookieConsent') !== null,
            application: [...document.scripts].some((script) => new RegExp(main).test(script.getAttribute('src') ?? '')),
          };
          sessionStorage.setItem('e2e-at-reload', JSON.stringify(state));
        }),
      mainScriptPattern.source,
    );
    const reloaded = page.waitForEvent('framenavigated');
    await panel.getByRole('button', { name: 'Auswahl speichern' }).click();
    await reloaded;
    await page.waitForLoadState('load');
    // The choice took effect without the application: stored, the panel gone, the page reloading; nothing started.
    const atReload = await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-at-reload') ?? 'null') as unknown);
    expect(atReload).toEqual({ panel: false, record: true, application: false });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as unknown);
    expect(stored).toMatchObject({ analytics: true, externalContent: true, hubspot: true, googleMaps: false });
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toHaveCount(0);
  });

  test('a decided visitor’s „Cookie-Einstellungen“ opens the page’s own panel at the tap, and its choice is saved without the application', async ({
    page,
  }) => {
    await storeConsent(page, consentRecord({ externalContent: true, googleMaps: true }));
    await openQuietly(page, '/about');
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
    // The keyboard, which moves no pointer: the key is the visitor's first interaction, and the panel its answer.
    await footerButton.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(panel).toBeVisible();
    await expect(page.locator('#first-visit-consent')).toHaveAttribute('data-settings', '');
    const checked = async () =>
      Promise.all(
        ['Analyse', 'Externe Inhalte', 'HubSpot Meetings', 'Google Maps'].map((name) =>
          panel.getByRole('checkbox', { name: new RegExp(name) }).isChecked(),
        ),
      );
    expect(await checked()).toEqual([false, true, false, true]);
    await expect(panel.getByRole('button', { name: 'Schließen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(footerButton).toBeFocused();
    expect(await mainScriptCount(page)).toBe(0);

    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await panel.getByRole('checkbox', { name: /Analyse/ }).check();
    const reloaded = page.waitForEvent('framenavigated');
    await panel.getByRole('button', { name: 'Auswahl speichern' }).click();
    await reloaded;
    await page.waitForLoadState('load');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as unknown);
    expect(stored).toMatchObject({ analytics: true, externalContent: true, hubspot: false, googleMaps: true });
    expect(stored).not.toMatchObject({ timestamp: consentRecord({}).timestamp });
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeHidden();
  });

  test('a first visit with the consent remote down: the panel gives way once the layer fails, and the page is usable', async ({
    page,
    context,
  }) => {
    const attempted = await interceptThirdParties(context);
    await storeConsent(page, null);
    await page.route(`${originOf('consent')}/**`, (route) => route.abort('connectionrefused'));
    await openQuietly(page, '/about');
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await wakePage(page);
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeHidden({ timeout: 20_000 });
    await page.getByTestId('site-header').getByRole('link', { name: 'Leistungen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software, die Ihr Geschäft voranbringt');
    expect(attempted).toEqual([]);
  });

  test('the contact page waits while its map has no consent, and its map button is taken before the start', async ({ page, context }) => {
    const attempted = await interceptThirdParties(context);
    await openQuietly(page, '/contact');
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'live');
    expect(await mainScriptCount(page)).toBe(0);

    const allow = page.getByRole('button', { name: 'Google Maps laden' });
    await allow.click();
    await expect(page.locator('iframe[title^="Google-Maps-Karte"]')).toBeVisible();
    // The iframe is in the page before its request reaches the interception: wait for that request.
    await expect.poll(() => attempted.map(thirdPartyOf)).toContain('googleMaps');
  });

  test('the contact page starts at the paint for a visitor who allowed the map: the map needs the application', async ({
    page,
    context,
  }) => {
    await interceptThirdParties(context);
    await storeConsent(page, consentRecord({ googleMaps: true }));
    await openQuietly(page, '/contact');
    await expect(page.locator('iframe[title^="Google-Maps-Karte"]')).toBeVisible();
    expect(await statesOf(page)).toEqual(['ready']);
  });
});

test.describe('on a touch screen', { tag: ['@shell'] }, () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a finger’s taps need no application: the menu opens, and a link loads the next prerendered page as a document', async ({
    page,
  }) => {
    await openQuietly(page, '/about');
    await page.getByRole('button', { name: 'Menü öffnen' }).tap();
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await mainScriptCount(page)).toBe(0);
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'live');

    const nextDocument = page.waitForEvent('load');
    await navigation.getByRole('link', { name: 'Leistungen' }).tap();
    await nextDocument;
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software, die Ihr Geschäft voranbringt');
  });

  test('a link followed while the start downloads ahead cancels those downloads: the next page has the network', async ({ page }) => {
    // A slow network, so the downloads the paint begins are still under way at the tap; the page's clock stands
    // still, so only the first steps (the consent layer's lookup, then one link per task) run, as the test lets them,
    // whatever this machine's speed.
    const devtools = await slowNetwork(page, { down: 40_000, up: 40_000 });
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    // How each request of a script the first page made ended, as DevTools sees it: a prefetch is the browser's, not
    // the page's, so Playwright's request events end with the page that made it even when its download goes on.
    const ahead = new Map<string, string | null>();
    let nextPage = false;
    let lookedUp = false;
    devtools.on('Page.frameNavigated', ({ frame }) => {
      if (frame.parentId === undefined && new URL(frame.url).pathname === '/services') nextPage = true;
    });
    devtools.on('Network.requestWillBeSent', ({ requestId, request }) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/remotes.json') lookedUp = true;
      if (!nextPage && pathname.endsWith('.js')) ahead.set(requestId, null);
    });
    const ended = (requestId: string, how: string) => {
      if (ahead.get(requestId) === null) ahead.set(requestId, `${how} ${nextPage ? 'after' : 'before'} the next page`);
    };
    devtools.on('Network.loadingFinished', ({ requestId }) => ended(requestId, 'finished'));
    devtools.on('Network.loadingFailed', ({ requestId, canceled }) => ended(requestId, canceled === true ? 'cancelled' : 'failed'));
    await devtools.send('Page.enable');
    await page.goto('/about', { waitUntil: 'commit' });
    // The paint's first step asks for the layer's files; the next task begins the first script's download.
    await expect.poll(() => lookedUp).toBe(true);
    await page.clock.runFor(1);
    await expect.poll(() => ahead.size).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Menü öffnen' }).tap();
    const nextDocument = page.waitForEvent('load');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Leistungen' }).tap();
    await nextDocument;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software, die Ihr Geschäft voranbringt');
    // What /about had begun ahead was cancelled as the visitor left it, not downloaded beside /services.
    await expect.poll(() => [...ahead.values()].every((end) => end !== null), { timeout: 20_000 }).toBe(true);
    expect([...ahead.values()]).toEqual([...ahead.values()].map(() => 'cancelled before the next page'));
  });

  test('a tap on KI-Assistent in the menu starts the application: its early dialog at once, the live one once the layer listens', async ({
    page,
  }) => {
    await openQuietly(page, '/about');
    await page.getByRole('button', { name: 'Menü öffnen' }).tap();
    await page.locator('#hauptmenue').getByRole('button', { name: 'KI-Assistent' }).tap();
    const dialog = page.getByRole('dialog', { name: 'KI-Assistent' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    // The live dialog takes the early one's place.
    await expect(page.locator('body > [data-early-dialog]')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });
});
