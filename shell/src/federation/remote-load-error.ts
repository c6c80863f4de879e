import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';

/** A remote module could not be fetched or evaluated; the slot of that remote shows a retry. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';

  constructor(
    readonly remote: RemoteName,
    readonly module: string,
    options: { cause: unknown },
  ) {
    super(`Remote "${remote}" could not provide "${module}"`, options);
  }
}

export interface PreloadErrorDetail {
  readonly remote: RemoteName;
  readonly module: string;
  readonly error: RemoteLoadError;
}

/**
 * A failed chunk load first fires a cancelable `preload-error` window event
 * (docs/product.md section 7). A listener that calls preventDefault() takes the failure over (the error
 * tracker, or a deployment that reloads on a stale chunk); otherwise it is rethrown
 * and the remote's error boundary shows the retry. Returns false when cancelled.
 */
export function dispatchPreloadError(error: RemoteLoadError): boolean {
  const event = new CustomEvent<PreloadErrorDetail>('preload-error', {
    cancelable: true,
    detail: { remote: error.remote, module: error.module, error },
  });
  return window.dispatchEvent(event);
}
