import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { essentialOnly, toRecord } from '@isarlicht/contracts/consent/consent-choice';
import type { ConsentChoice, ConsentRecord } from '@isarlicht/contracts/consent/consent-record';

export type ThirdParty = 'vapi' | 'googleAnalytics' | 'hubspot' | 'googleMaps';

/** Which of the site's third parties a URL belongs to; `other` would be a leak. */
export function thirdPartyOf(url: string): ThirdParty | 'other' {
  const { hostname } = new URL(url);
  if (hostname === 'cdn.jsdelivr.net' || hostname.endsWith('vapi.ai')) return 'vapi';
  if (hostname === 'www.googletagmanager.com' || hostname.endsWith('google-analytics.com')) return 'googleAnalytics';
  if (hostname.endsWith('hubspot.com') || hostname.endsWith('hsappstatic.net')) return 'hubspot';
  if (hostname === 'www.google.com' || hostname.endsWith('googleapis.com') || hostname.endsWith('gstatic.com')) return 'googleMaps';
  return 'other';
}

const vapiStub = 'window.vapiSDK = { run: function () { window.vapiStarted = true; } };';

/**
 * The test site loads the stub in place of the pinned Vapi script, so it is set up
 * with the stub's hash: the browser checks it like the real file's.
 */
export const vapiStubIntegrity = `sha384-${createHash('sha384').update(vapiStub).digest('base64')}`;

/**
 * No third-party host is reachable here: every non-localhost request is answered by a
 * stub and recorded, so tests can assert exactly which ones the page attempted.
 */
export async function interceptThirdParties(context: BrowserContext): Promise<string[]> {
  const attempted: string[] = [];
  await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => {
    const url = route.request().url();
    attempted.push(url);
    const party = thirdPartyOf(url);
    // A script with an integrity hash is fetched with CORS, as its CDN allows.
    if (party === 'vapi')
      return route.fulfill({ contentType: 'text/javascript', headers: { 'access-control-allow-origin': '*' }, body: vapiStub });
    if (route.request().resourceType() === 'script') return route.fulfill({ contentType: 'text/javascript', body: '' });
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Drittanbieter</title><p>Eingebettet</p>' });
  });
  return attempted;
}

export const noConsent = null;

export const consentRecord = (flags: Partial<ConsentChoice>): ConsentRecord =>
  toRecord({ ...essentialOnly, ...flags }, new Date('2026-11-22T09:00:00.000Z'));

/** Stores a decision (and the current app version) before any page script runs. */
export async function storeConsent(page: Page, record: ConsentRecord | null): Promise<void> {
  await page.addInitScript(
    (value) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('appVersion', '1.0.0');
      if (value) localStorage.setItem('cookieConsent', value);
      else localStorage.removeItem('cookieConsent');
    },
    record ? JSON.stringify(record) : '',
  );
}
