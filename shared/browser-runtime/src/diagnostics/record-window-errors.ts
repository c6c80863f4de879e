import { recordError } from './error-log';

interface PreloadDetail {
  readonly remote?: string;
  readonly error?: unknown;
}

/**
 * Started first thing by the shell: uncaught errors, unhandled rejections and
 * `preload-error` events (a remote's chunk failed to load) go into the error log.
 */
export function recordWindowErrors(): void {
  window.addEventListener('error', (event) => recordError('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => recordError('unhandledrejection', event.reason));
  window.addEventListener('preload-error', (event) => {
    const detail = (event as CustomEvent<PreloadDetail | undefined>).detail;
    recordError('preload-error', detail?.error ?? 'preload-error', detail?.remote ?? null);
  });
}
