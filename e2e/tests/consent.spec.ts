import type { Locator } from '@playwright/test';
import { expect, test, waitForApp, type Page } from '../support/test';
import { allPages } from '../support/all-routes';
import { waitForConsentLayer } from '../support/consent-layer';
import { navigateInApp } from '../support/navigate';
import { originOf, siteUrl } from '../support/site';
import { consentRecord, interceptThirdParties, storeConsent, thirdPartyOf, type ThirdParty } from '../support/third-parties';

// These tests decide about consent themselves, so they start without the default decision.
test.use({ storageState: { cookies: [], origins: [] } });

declare global {
  interface Window {
    appearedAt?: Record<string, number>;
  }
}

/** Notes, on the performance clock, when the call button and the floating settings button (the layer is up) first appear. */
async function recordAppearances(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    window.appearedAt = seen;
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('button')) {
        const name = button.textContent?.trim() ?? '';
        if ((name === 'KI-Anruf starten' || name === 'Cookie-Einstellungen') && !(name in seen) && !button.closest('footer, main')) {
          seen[name] = performance.now();
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Milliseconds from the navigation's `loadEventEnd` to the call button and to the consent layer's mount. */
async function appearancesAfterLoad(page: Page): Promise<{ callShown: number; layerShown: number }> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const loadEnd = navigation?.loadEventEnd ?? Number.NaN;
    const seen = window.appearedAt ?? {};
    return {
      callShown: (seen['KI-Anruf starten'] ?? Number.NaN) - loadEnd,
      layerShown: (seen['Cookie-Einstellungen'] ?? Number.NaN) - loadEnd,
    };
  });
}

/** Fake timers that run until the page is ready and then stand still: timers fire only with runFor. */
async function pauseClockSoon(page: Page): Promise<number> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
  return now + 500;
}

/** Saving reloads the page 300 ms later: listen before the click, and wait until the reloaded page is live. */
async function clickAndAwaitReload(page: Page, button: Locator): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await button.click();
  await reloaded;
  await waitForApp(page);
}

const storedConsent = (page: Page) => page.evaluate(() => localStorage.getItem('cookieConsent'));

async function walkEveryPage(page: Page): Promise<void> {
  for (const path of allPages) {
    await navigateInApp(page, path);
    // The first page of a remote not loaded yet waits for its remote entry and chunks
    // (the call analytics bring their chart library), which takes longer on a busy CI machine.
    await expect(page.getByRole('heading', { level: 1 }), path).not.toBeEmpty({ timeout: 20_000 });
  }
}

test.describe('no third party without consent', { tag: ['@consent'] }, () => {
  test.setTimeout(180_000);

  test('nothing decided: every route, zero requests to other hosts', async ({ page, context }) => {
    const attempted = await interceptThirdParties(context);
    await storeConsent(page, null);
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await walkEveryPage(page);
    expect(attempted).toEqual([]);
  });

  test('"Nur essenzielle": every route, both modals, zero requests to other hosts', async ({ page, context }) => {
    const attempted = await interceptThirdParties(context);
    await storeConsent(page, null);
    await page.goto('/');
    await clickAndAwaitReload(page, page.getByRole('button', { name: 'Nur essenzielle' }));
    expect(JSON.parse((await storedConsent(page)) ?? 'null')).toMatchObject({
      analytics: false,
      externalContent: false,
      hubspot: false,
      googleMaps: false,
    });
    await walkEveryPage(page);
    await page.getByTestId('site-header').getByRole('button', { name: 'KI-Assistent' }).click();
    await expect(page.getByRole('dialog', { name: 'KI-Assistent' })).toBeVisible();
    expect(attempted).toEqual([]);
  });
});

const singleFlags: {
  flag: 'analytics' | 'externalContent' | 'hubspot' | 'googleMaps';
  party: ThirdParty;
  act: (page: Page) => Promise<void>;
}[] = [
  {
    flag: 'analytics',
    party: 'googleAnalytics',
    act: async (page) => {
      // GA starts once the consent layer has mounted after hydration; js, config and a page view are then queued.
      await expect.poll(() => page.evaluate(() => window.dataLayer?.length ?? 0)).toBeGreaterThanOrEqual(3);
      await navigateInApp(page, '/services');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    flag: 'externalContent',
    party: 'vapi',
    act: async (page) => {
      await page.getByTestId('site-header').getByRole('button', { name: 'KI-Assistent' }).click();
      await expect(page.getByRole('dialog', { name: 'KI-Assistent' }).getByRole('status')).toContainText('Der Assistent ist bereit');
      expect(await page.evaluate(() => (window as unknown as { vapiStarted?: boolean }).vapiStarted)).toBe(true);
    },
  },
  {
    flag: 'hubspot',
    party: 'hubspot',
    act: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Erstgespräch buchen' }).first().click();
      await expect(page.getByTitle('Terminbuchung mit HubSpot Meetings')).toBeVisible();
    },
  },
  {
    flag: 'googleMaps',
    party: 'googleMaps',
    act: async (page) => {
      await navigateInApp(page, '/contact');
      const map = page.locator('iframe[src*="google.com/maps"]');
      await expect(map).toBeVisible();
      // The frame loads lazily, near the viewport: the visitor looks at the map, and it arrives.
      await map.scrollIntoViewIfNeeded();
      await expect(page.frameLocator('iframe[src*="google.com/maps"]').getByText('Eingebettet')).toBeVisible();
    },
  },
];

test.describe('each consent loads exactly its third party', { tag: ['@consent'] }, () => {
  for (const { flag, party, act } of singleFlags) {
    test(`${flag} → ${party} only`, async ({ page, context }) => {
      const attempted = await interceptThirdParties(context);
      await storeConsent(page, consentRecord({ [flag]: true }));
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await act(page);
      // The other modal and pages stay without third parties.
      await page.keyboard.press('Escape');
      await navigateInApp(page, flag === 'googleMaps' ? '/about' : '/contact');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The browser requests an inserted script asynchronously: wait for it, any other party still fails.
      await expect.poll(() => [...new Set(attempted.map(thirdPartyOf))]).toEqual([party]);
    });
  }

  test('analytics reports a page view for each client-side navigation', async ({ page, context }) => {
    await interceptThirdParties(context);
    await storeConsent(page, consentRecord({ analytics: true }));
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // js, config and the first page view are queued once GA has started.
    await expect.poll(() => page.evaluate(() => window.dataLayer?.length ?? 0)).toBe(3);
    await page.getByTestId('site-header').getByRole('link', { name: 'Leistungen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software, die Ihr Geschäft voranbringt');
    const pageViews = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[1] === 'page_view'),
    );
    expect(pageViews.map((entry) => (entry[2] as { page_path: string }).page_path)).toEqual(['/about', '/services']);
    const config = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).find((entry) => entry[0] === 'config'),
    );
    expect(config?.[2]).toMatchObject({ anonymize_ip: true });
  });
});

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

test.describe('consent panel', { tag: ['@consent'] }, () => {
  test('"Alle akzeptieren" stores every flag, closes the panel and reloads after 300 ms', async ({ page, context }) => {
    await interceptThirdParties(context);
    await storeConsent(page, null);
    await page.clock.install();
    await page.goto('/about');
    // The prerendered panel shows at once; the clock stops only once the consent layer has taken it over.
    await waitForConsentLayer(page);
    const panel = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(panel.getByRole('checkbox', { name: /Essenziell/ })).toBeDisabled();
    await pauseClockSoon(page);
    await panel.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(panel).toBeHidden();
    expect(JSON.parse((await storedConsent(page)) ?? 'null')).toMatchObject({
      essential: true,
      analytics: true,
      externalContent: true,
      hubspot: true,
      googleMaps: true,
    });
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(299);
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
    await page.clock.runFor(1);
    await reloaded;
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cookie-Einstellungen' }).last()).toBeVisible();
  });

  test('"Auswahl speichern" stores the checked purposes; the floating button reopens the panel', async ({ page }) => {
    await storeConsent(page, null);
    await page.goto('/about');
    const panel = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await panel.getByRole('checkbox', { name: /Analyse/ }).uncheck();
    await panel.getByRole('checkbox', { name: /HubSpot Meetings/ }).uncheck();
    await clickAndAwaitReload(page, panel.getByRole('button', { name: 'Auswahl speichern' }));
    expect(JSON.parse((await storedConsent(page)) ?? 'null')).toMatchObject({
      analytics: false,
      externalContent: true,
      hubspot: false,
      googleMaps: true,
    });
    const floating = page.getByTestId('site-header').getByRole('button', { name: 'Cookie-Einstellungen', exact: true });
    await floating.click();
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' }).getByRole('checkbox', { name: /Analyse/ })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeHidden();
  });

  for (const width of [320, 390, 1350, 1920]) {
    test(`the settings button covers no text of the page at ${width} px`, async ({ page }) => {
      await storeConsent(page, consentRecord({ externalContent: true }));
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/impressum');
      const button = page.getByTestId('site-header').getByRole('button', { name: 'Cookie-Einstellungen', exact: true });
      await expect(button).toBeVisible();
      const covered = () =>
        page.evaluate(() => {
          const box = document.querySelector('[data-testid=site-header] button[title="Cookie-Einstellungen"]')?.getBoundingClientRect();
          if (!box) return ['no button'];
          const texts = [...document.querySelectorAll('main :is(h1, h2, h3, h4, p, li, dt, dd, td, th, a, button, label, figcaption)')];
          return texts
            .filter((element) => {
              const rect = element.getBoundingClientRect();
              return rect.width > 0 && rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
            })
            .map((element) => element.outerHTML.slice(0, 80));
        });
      expect(await covered()).toEqual([]);
      // Nor does the header's row grow wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Further down the text passes under the sticky header, the button's row: it stays inside the bar.
      await page.mouse.wheel(0, 1500);
      await expect(button).toBeVisible();
      const [buttonBox, headerBox] = await Promise.all([button.boundingBox(), page.getByTestId('site-header').boundingBox()]);
      expect(buttonBox && headerBox && buttonBox.y >= headerBox.y && buttonBox.y + buttonBox.height <= headerBox.y + headerBox.height).toBe(
        true,
      );
    });
  }

  test('the footer link opens the panel; without a decision Escape does not close it', async ({ page }) => {
    await storeConsent(page, null);
    await page.goto('/about');
    const panel = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeVisible();
    await clickAndAwaitReload(page, panel.getByRole('button', { name: 'Nur essenzielle' }));
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
  });

  for (const [label, raw] of [
    ['a corrupt record', '{"essential":true,'],
    ['a record of the wrong shape', JSON.stringify({ essential: true, analytics: 'ja', hubspot: true })],
  ]) {
    test(`${label} is removed and the panel opens`, async ({ page }) => {
      await page.addInitScript((value) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('appVersion', '1.0.0');
        localStorage.setItem('cookieConsent', value);
      }, raw);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/about');
      await waitForConsentLayer(page);
      await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
      expect(await storedConsent(page)).toBeNull();
      expect(errors).toEqual([]);
    });
  }

  test('?deletecookies=yes clears the decision and reloads without the parameter', async ({ page }) => {
    await storeConsent(page, consentRecord({ analytics: true }));
    await page.goto('/contact?deletecookies=yes');
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
    expect(await storedConsent(page)).toBeNull();
  });

  for (const consentOrigin of ['up', 'down'] as const) {
    test(`?deletecookies=yes removes the record and the analytics cookies, consent origin ${consentOrigin}`, async ({ page, context }) => {
      await storeConsent(page, consentRecord({ analytics: true }));
      await context.addCookies(
        [
          ['_ga', 'GA1.1.1234567890.1763800000'],
          ['_ga_E2ETEST01', 'GS2.1.s1763800000$o1$g0$t1763800000'],
          ['_gid', 'GA1.1.987654321.1763800000'],
          ['sitzung', 'bleibt'],
        ].map(([name, value]) => ({ name: name ?? '', value: value ?? '', url: siteUrl })),
      );
      if (consentOrigin === 'down') await page.route(`${originOf('consent')}/**`, (route) => route.abort('connectionrefused'));
      await page.goto('/?deletecookies=yes');
      await expect(page).toHaveURL('/');
      expect(await storedConsent(page)).toBeNull();
      expect((await context.cookies(siteUrl)).map((cookie) => cookie.name)).toEqual(['sitzung']);
    });
  }

  test('an outdated app version is replaced and the page reloads exactly once', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('appVersion', '0.9.0');
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/about');
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('appVersion'))).toBe('1.0.0');
    expect(loads).toBe(2);
  });
});

/**
 * The name of the dialog that holds the focus, read in one evaluation: a locator's
 * `evaluate` finds its element first and runs later, and the early dialog may have
 * given way to the live one in between (both hold the focus in turn, never the page).
 */
const focusedDialogName = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const labelId = document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-labelledby');
    return labelId ? (document.getElementById(labelId)?.textContent ?? null) : null;
  });

test.describe('modals and call button', { tag: ['@consent'] }, () => {
  test('the booking error leads to the cookie settings', async ({ page }) => {
    await storeConsent(page, consentRecord({}));
    await page.goto('/contact');
    await page.getByRole('main').getByRole('button', { name: 'Erstgespräch buchen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erstgespräch buchen' });
    await expect(dialog).toContainText('Um einen Termin buchen zu können, müssen Sie das Laden des HubSpot Meetings Widgets erlauben.');
    await dialog.getByRole('button', { name: 'Cookie-Einstellungen ändern' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
  });

  test('focus is trapped in an open modal and the body does not scroll', async ({ page }) => {
    await storeConsent(page, consentRecord({}));
    await page.goto('/about');
    await page.getByTestId('site-header').getByRole('button', { name: 'KI-Assistent' }).click();
    const dialog = page.getByRole('dialog', { name: 'KI-Assistent' });
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedDialogName(page)).toBe('KI-Assistent');
    }
    // Early or live, the page behind does not scroll (the early dialog's styles, the live one's script).
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  });

  test('"KI-Anruf starten" appears 10 s after the page load, in real time, and opens the assistant', async ({ page }) => {
    await storeConsent(page, consentRecord({}));
    await recordAppearances(page);
    await page.goto('/about');
    const call = page.getByRole('button', { name: 'KI-Anruf starten' });
    await expect(call).toBeVisible({ timeout: 20_000 });
    const { callShown } = await appearancesAfterLoad(page);
    console.log(`call button shown ${Math.round(callShown)} ms after loadEventEnd`);
    expect(callShown).toBeGreaterThanOrEqual(9_500);
    expect(callShown).toBeLessThanOrEqual(11_000);
    await call.click();
    await expect(page.getByRole('dialog', { name: 'KI-Assistent' })).toBeVisible();
  });

  test('a consent layer that arrives more than 10 s after load shows the call button at once', async ({ page }) => {
    test.setTimeout(60_000);
    await storeConsent(page, consentRecord({}));
    await recordAppearances(page);
    // The consent remote's manifest answers late, as on a very slow connection.
    await page.route(`${originOf('consent')}/mf-manifest.json`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      await route.continue();
    });
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'KI-Anruf starten' })).toBeVisible({ timeout: 30_000 });
    // The call button and the settings button are two chunks of the layer: either may show first.
    await expect.poll(async () => (await appearancesAfterLoad(page)).layerShown, { timeout: 10_000 }).toBeGreaterThan(10_000);
    const { callShown, layerShown } = await appearancesAfterLoad(page);
    expect(Math.abs(callShown - layerShown)).toBeLessThan(500);
  });

  test('consent remote down with everything allowed: the site works and nothing third-party loads', async ({ page, context }) => {
    const attempted = await interceptThirdParties(context);
    await storeConsent(page, consentRecord({ analytics: true, externalContent: true, hubspot: true, googleMaps: true }));
    await page.route(`${originOf('consent')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByTestId('site-header').getByRole('button', { name: 'KI-Assistent' }).click();
    await navigateInApp(page, '/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software, die Ihr Geschäft voranbringt');
    expect(attempted).toEqual([]);
  });
});
