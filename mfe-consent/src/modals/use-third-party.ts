import { useEffect, useState } from 'react';
import { loadDeploymentConfig } from '@isarlicht/browser-runtime/deployment/load-deployment-config';
import type { ThirdPartyConfig } from '@isarlicht/contracts/deployment/deployment-config';

export type ThirdPartyStatus = 'loading' | 'ready' | 'error' | 'unconfigured';

/**
 * Runs a third-party start (only ever called once consent exists) and reports its
 * status for the modal: loading, ready, failed (timeout, blocked) or not configured
 * in this deployment.
 */
export function useThirdParty(start: (config: ThirdPartyConfig) => Promise<void> | 'unconfigured'): ThirdPartyStatus {
  const [status, setStatus] = useState<ThirdPartyStatus>('loading');
  useEffect(() => {
    let active = true;
    const settle = (next: ThirdPartyStatus) => active && setStatus(next);
    loadDeploymentConfig()
      .then((config) => {
        const started = start(config.thirdParty);
        if (started === 'unconfigured') return settle('unconfigured');
        return started.then(() => settle('ready'));
      })
      .catch((error: unknown) => {
        console.warn('[consent] third party failed', error);
        settle('error');
      });
    return () => {
      active = false;
    };
  }, [start]);
  return status;
}
