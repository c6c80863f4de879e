import type { Browser, BrowserContext, Page } from 'playwright-core';
import { installProbes, type Notices } from './in-page';
import { appVersion, appVersionStorageKey, consentStorageKey, type ConsentRecord } from '@isarlicht/contracts/consent/consent-record';
import { essentialOnly, toRecord } from '@isarlicht/contracts/consent/consent-choice';

/**
 * A mid-range phone on a mobile network: the viewport of a current phone with touch,
 * the CPU slowed four times and the network of Lighthouse's mobile preset in DevTools'
 * request-level throttling (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
 */
export const phoneProfile = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1000 * 1000) / 8, uploadThroughput: (750 * 1000) / 8 },
} as const;

export const phoneProfileLabel = 'phone 390×844 touch, CPU × 4, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, cold cache';

/**
 * A returning visitor has decided on consent (essential only); a granting one has allowed
 * the assistant's and the booking's third parties as well, so their dialogs start their
 * widgets; a first visitor has not decided and meets the consent panel.
 */
export type Visit = 'returning' | 'granting' | 'first';

/** A decided visitor's record: the consent panel neither covers the page nor loads early; no third party, or the dialogs' two. */
const decidedConsent = (visit: Visit): ConsentRecord =>
  toRecord(visit === 'granting' ? { ...essentialOnly, externalContent: true, hubspot: true } : essentialOnly, new Date());

/** A first visitor's storage is empty, as Lighthouse's is. */
const storageOf = (origin: string, visit: Visit) => ({
  cookies: [],
  origins:
    visit === 'first'
      ? []
      : [
          {
            origin,
            localStorage: [
              { name: appVersionStorageKey, value: appVersion },
              { name: consentStorageKey, value: JSON.stringify(decidedConsent(visit)) },
            ],
          },
        ],
});

/** Who visits: with or without a stored consent decision, in a browser with JavaScript on or off. */
export interface Visitor {
  readonly visit: Visit;
  readonly javaScript: boolean;
}

/** A fresh context (its own empty HTTP cache and storage) with the phone's viewport and touch screen. */
export const phoneContext = (browser: Browser, origin: string, visitor: Visitor): Promise<BrowserContext> =>
  browser.newContext({
    viewport: phoneProfile.viewport,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: visitor.javaScript,
    storageState: storageOf(origin, visitor.visit),
  });

/**
 * A page of the context on the phone's CPU and network, with the bench's probes
 * (in-page.ts) in every document it loads; throttling and probes stay with the tab
 * across its navigations.
 */
export async function phonePage(
  context: BrowserContext,
  probes: readonly string[],
): Promise<{ readonly page: Page; readonly notices: Notices }> {
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  const notices = await installProbes(devtools, probes);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', phoneProfile.network);
  return { page, notices };
}
