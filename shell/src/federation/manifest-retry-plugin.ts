import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyFetch } from '@isarlicht/browser-runtime/start/early-fetch';

const retryDelaysMs = [300, 900];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first request for a remote's manifest takes the one the page's boot script
 * started while the shell's scripts loaded (docs/decisions/027), if it was answered.
 * Then it retries on network errors and 5xx answers, which is what a deploy in
 * progress or a flaky mobile connection produce. A 4xx is final. (The published retry
 * plugin lags the runtime by two majors: docs/decisions/004.)
 */
export function manifestRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'isarlicht-manifest-retry',
    async fetch(url, init) {
      const early = await takeEarlyFetch(window, url)?.catch(() => null);
      if (early?.ok) return early;
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await fetch(url, init);
          if (response.status < 500 || attempt >= retryDelaysMs.length) return response;
        } catch (error) {
          if (attempt >= retryDelaysMs.length) throw error;
        }
        await wait(retryDelaysMs[attempt] ?? 0);
      }
    },
  };
}
