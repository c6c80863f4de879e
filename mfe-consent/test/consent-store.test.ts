import { allAccepted, essentialOnly, toRecord } from '@isarlicht/contracts/consent/consent-choice';
import { consentStorageKey, type ConsentRecord } from '@isarlicht/contracts/consent/consent-record';
import { on } from '@isarlicht/browser-runtime/events/bus';
import { reloadDelayMs } from '@isarlicht/browser-runtime/consent/save-consent';
import { createConsentStore, type ConsentEnvironment } from '../src/consent/consent-store';
import { createSafeStorage } from '../src/consent/safe-storage';

const stored: ConsentRecord = toRecord({ ...essentialOnly, analytics: true, hubspot: true }, new Date('2026-11-20T08:00:00.000Z'));

function setup(initial: Record<string, string> = {}) {
  window.localStorage.clear();
  for (const [key, value] of Object.entries(initial)) window.localStorage.setItem(key, value);
  const scheduled: { ms: number; action: () => void }[] = [];
  const env = {
    storage: createSafeStorage(() => window.localStorage),
    reload: jest.fn(),
    schedule: (action: () => void, ms: number) => scheduled.push({ action, ms }),
    now: () => new Date('2026-11-22T10:00:00.000Z'),
    removeAnalyticsCookies: jest.fn(),
  } satisfies ConsentEnvironment;
  return { store: createConsentStore(env), env, scheduled };
}

describe('consent store', () => {
  it('opens the panel when nothing is decided, without reloading', () => {
    const { store, env } = setup();
    expect(store.start()).toBeNull();
    expect(store.getState()).toEqual({ record: null, panelOpen: true });
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('keeps a valid decision and the panel closed', () => {
    const { store } = setup({ [consentStorageKey]: JSON.stringify(stored), appVersion: '1.0.0' });
    expect(store.start()).toEqual(stored);
    expect(store.getState()).toEqual({ record: stored, panelOpen: false });
  });

  it.each([
    ['not JSON', '{"essential":true,'],
    ['the wrong shape', JSON.stringify({ essential: true, analytics: 'ja' })],
    ['a missing field', JSON.stringify({ ...stored, googleMaps: undefined })],
  ])('removes a record that is %s and opens the panel', (_case, raw) => {
    const { store } = setup({ [consentStorageKey]: raw, appVersion: '1.0.0' });
    expect(() => store.start()).not.toThrow();
    expect(store.getState()).toEqual({ record: null, panelOpen: true });
    expect(window.localStorage.getItem(consentStorageKey)).toBeNull();
  });

  it('saves a choice: stores the record, closes the panel, announces it and reloads after 300 ms', () => {
    const { store, env, scheduled } = setup();
    store.start();
    const announced: ConsentRecord[] = [];
    const off = on('consent-updated', (record) => announced.push(record));

    const record = store.save(essentialOnly);
    off();

    const expected = { essential: true, ...essentialOnly, timestamp: '2026-11-22T10:00:00.000Z' };
    expect(record).toEqual(expected);
    expect(JSON.parse(window.localStorage.getItem(consentStorageKey) ?? 'null')).toEqual(expected);
    expect(store.getState().panelOpen).toBe(false);
    expect(announced).toEqual([expected]);
    expect(scheduled.map((entry) => entry.ms)).toEqual([reloadDelayMs]);
    expect(env.reload).not.toHaveBeenCalled();
    scheduled[0]?.action();
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('removes the analytics cookies only when analytics goes from on to off', () => {
    const { store, env } = setup({ [consentStorageKey]: JSON.stringify(stored), appVersion: '1.0.0' });
    store.start();
    store.save({ ...allAccepted });
    expect(env.removeAnalyticsCookies).not.toHaveBeenCalled();
    store.save(essentialOnly);
    expect(env.removeAnalyticsCookies).toHaveBeenCalledTimes(1);
    store.save(essentialOnly);
    expect(env.removeAnalyticsCookies).toHaveBeenCalledTimes(1);
  });

  it('grants one purpose and keeps the others as decided', () => {
    const { store } = setup({ [consentStorageKey]: JSON.stringify(stored), appVersion: '1.0.0' });
    store.start();
    expect(store.grant('googleMaps')).toMatchObject({ analytics: true, externalContent: false, hubspot: true, googleMaps: true });
  });

  it('grants one purpose before any decision with everything else off', () => {
    const { store } = setup();
    store.start();
    expect(store.grant('googleMaps')).toMatchObject({ ...essentialOnly, googleMaps: true });
  });

  it('lets only a visitor who has decided dismiss the panel', () => {
    const { store } = setup();
    store.start();
    store.closePanel();
    expect(store.getState().panelOpen).toBe(true);
    store.save(allAccepted);
    store.openPanel();
    store.closePanel();
    expect(store.getState().panelOpen).toBe(false);
  });

  it('works for the session when storage throws', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const env: ConsentEnvironment = {
      storage: createSafeStorage(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }),
      reload: jest.fn(),
      schedule: jest.fn(),
      now: () => new Date('2026-11-22T10:00:00.000Z'),
      removeAnalyticsCookies: jest.fn(),
    };
    const store = createConsentStore(env);
    expect(store.start()).toBeNull();
    expect(store.getState().panelOpen).toBe(true);
    store.save(essentialOnly);
    expect(store.getState().record).toMatchObject(essentialOnly);
    expect(env.storage.getItem(consentStorageKey)).toContain('"analytics":false');
    jest.restoreAllMocks();
  });
});
