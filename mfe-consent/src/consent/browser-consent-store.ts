import { removeAnalyticsCookies } from '@isarlicht/browser-runtime/consent/analytics-cookies';
import { createConsentStore } from './consent-store';
import { createSafeStorage } from './safe-storage';

/** The store as the browser runs it; nothing touches `window` before the layer starts it. */
export const consentStore = createConsentStore({
  storage: createSafeStorage(() => window.localStorage),
  reload: () => window.location.reload(),
  schedule: (action, ms) => {
    window.setTimeout(action, ms);
  },
  now: () => new Date(),
  removeAnalyticsCookies: () => {
    removeAnalyticsCookies();
  },
});
