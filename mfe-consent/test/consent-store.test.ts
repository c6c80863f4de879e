import { consentStorageKey } from '@isarlicht/shared';
import { createConsentStore } from '../src/consent/consent-store';

describe('consent store', () => {
  beforeEach(() => window.localStorage.clear());

  it('removes a stored record that does not parse', () => {
    window.localStorage.setItem(consentStorageKey, '{kaputt');
    expect(createConsentStore(() => window.localStorage).get()).toBeNull();
    expect(window.localStorage.getItem(consentStorageKey)).toBeNull();
  });

  it('treats storage that throws as no consent, without throwing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createConsentStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(store.get()).toBeNull();
    jest.restoreAllMocks();
  });
});
