import { appVersion, appVersionStorageKey, consentStorageKey } from '@isarlicht/contracts/consent/consent-record';
import { removeAnalyticsCookies } from '@isarlicht/browser-runtime/consent/analytics-cookies';

export interface PageStartEnvironment {
  readonly location: Pick<Location, 'href' | 'replace' | 'reload'>;
  /** Resolved lazily: reading `localStorage` throws where storage is blocked. */
  readonly storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly removeAnalyticsCookies: () => void;
}

const browser = (): PageStartEnvironment => ({
  location: window.location,
  storage: () => window.localStorage,
  removeAnalyticsCookies: () => {
    removeAnalyticsCookies();
  },
});

function withStorage(env: PageStartEnvironment, action: (storage: ReturnType<PageStartEnvironment['storage']>) => void): void {
  try {
    action(env.storage());
  } catch (error) {
    console.warn('[shell] storage unavailable at page start', error);
  }
}

/**
 * What must work even when the consent layer cannot be loaded, so it runs in the shell
 * before anything else: `?deletecookies=yes` withdraws consent (the stored decision and
 * the analytics cookies, as an opt-out does) and reloads without the parameter; an app
 * version other than the current one is replaced and reloads the page once. Returns
 * false when the page is about to be replaced, so the caller starts nothing
 * (docs/decisions/026).
 */
export function runPageStart(env: PageStartEnvironment = browser()): boolean {
  const url = new URL(env.location.href);
  if (url.searchParams.get('deletecookies') === 'yes') {
    withStorage(env, (storage) => storage.removeItem(consentStorageKey));
    env.removeAnalyticsCookies();
    url.searchParams.delete('deletecookies');
    env.location.replace(url.href);
    return false;
  }
  let outdated = false;
  withStorage(env, (storage) => {
    const stored = storage.getItem(appVersionStorageKey);
    storage.setItem(appVersionStorageKey, appVersion);
    outdated = stored !== null && stored !== appVersion;
  });
  if (outdated) env.location.reload();
  return !outdated;
}
