import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { recordError } from '@isarlicht/browser-runtime/diagnostics/error-log';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { RemoteLoadError } from '../federation/remote-load-error';
import { forgetFailedLoads } from '../federation/remote-modules';
import { PageLoading } from './page-loading';
import { SlotErrorBoundary } from './slot-error-boundary';
import { SlotError } from './slot-error';

/** The main-content slot of one remote: loading state, and a failure that stays inside it. */
export function RemoteSlot({ remote, children }: { readonly remote: RemoteName; readonly children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <SlotErrorBoundary
      resetKey={pathname}
      onRetry={() => forgetFailedLoads(remote)}
      onError={(error) => {
        console.error(`[${remote}]`, error);
        recordError(error instanceof RemoteLoadError ? 'remote-load' : 'error-boundary', error, remote);
      }}
      fallback={(retry) => <SlotError onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </SlotErrorBoundary>
  );
}
