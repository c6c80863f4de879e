import { appVersion, consentStorageKey } from '@isarlicht/contracts/consent/consent-record';
import { essentialOnly, toRecord } from '@isarlicht/contracts/consent/consent-choice';
import { runPageStart, type PageStartEnvironment } from '../src/start/app/page-start';

const record = JSON.stringify(toRecord({ ...essentialOnly, analytics: true }, new Date('2026-11-20T08:00:00.000Z')));

function setup(href: string, initial: Record<string, string> = {}) {
  window.localStorage.clear();
  for (const [key, value] of Object.entries(initial)) window.localStorage.setItem(key, value);
  const env = {
    location: { href, replace: jest.fn(), reload: jest.fn() },
    storage: () => window.localStorage,
    removeAnalyticsCookies: jest.fn(),
  } satisfies PageStartEnvironment;
  return env;
}

describe('page start in the shell', () => {
  it('?deletecookies=yes forgets the decision, removes the analytics cookies and reloads without the parameter', () => {
    const env = setup('https://www.isarlicht-digital.de/contact?deletecookies=yes&tab=2#karte', {
      [consentStorageKey]: record,
      appVersion,
    });
    expect(runPageStart(env)).toBe(false);
    expect(window.localStorage.getItem(consentStorageKey)).toBeNull();
    expect(env.removeAnalyticsCookies).toHaveBeenCalledTimes(1);
    expect(env.location.replace).toHaveBeenCalledWith('https://www.isarlicht-digital.de/contact?tab=2#karte');
  });

  it('withdraws the cookies and reloads even where storage is blocked', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const env: PageStartEnvironment = {
      ...setup('https://www.isarlicht-digital.de/?deletecookies=yes'),
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(runPageStart(env)).toBe(false);
    expect(env.removeAnalyticsCookies).toHaveBeenCalledTimes(1);
    expect(env.location.replace).toHaveBeenCalledWith('https://www.isarlicht-digital.de/');
    jest.restoreAllMocks();
  });

  it('stores the app version on a first visit without reloading, and keeps the decision', () => {
    const env = setup('https://www.isarlicht-digital.de/about', { [consentStorageKey]: record });
    expect(runPageStart(env)).toBe(true);
    expect(window.localStorage.getItem('appVersion')).toBe('1.0.0');
    expect(window.localStorage.getItem(consentStorageKey)).toBe(record);
    expect(env.location.reload).not.toHaveBeenCalled();
    expect(env.removeAnalyticsCookies).not.toHaveBeenCalled();
  });

  it('replaces an outdated app version and reloads exactly once', () => {
    const env = setup('https://www.isarlicht-digital.de/about', { appVersion: '0.9.3', [consentStorageKey]: record });
    expect(runPageStart(env)).toBe(false);
    expect(window.localStorage.getItem('appVersion')).toBe('1.0.0');
    expect(env.location.reload).toHaveBeenCalledTimes(1);
    expect(runPageStart(env)).toBe(true);
    expect(env.location.reload).toHaveBeenCalledTimes(1);
  });
});
