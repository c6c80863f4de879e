import {
  deploymentConfigUrl,
  DeploymentConfigError,
  parseComposedConfig,
  type ComposedConfig,
} from '@isarlicht/contracts/deployment/deployment-config';
import { takeEarlyFetch } from '../start/early-fetch';

let pending: Promise<ComposedConfig> | null = null;

/**
 * Reads the configuration once per page; shell and remotes share the answer through
 * the HTTP cache rather than a module instance. The first read takes the request the
 * page's boot script started, if any (early-fetch.ts). A failed read is not kept.
 */
export function loadDeploymentConfig(): Promise<ComposedConfig> {
  if (!pending) {
    const read = () => fetch(deploymentConfigUrl, { cache: 'no-cache' });
    const early = takeEarlyFetch(window, deploymentConfigUrl);
    const request = (early === null ? read() : early.catch(read)).then(async (response) => {
      if (!response.ok) throw new DeploymentConfigError(`${deploymentConfigUrl} answered ${response.status}`);
      // The server left out what is outside the address grammar; a page that still is not routable is told, not routed.
      return parseComposedConfig(await response.json(), (reason) => console.warn(`[routes] ${reason}`));
    });
    request.catch(() => {
      if (pending === request) pending = null;
    });
    pending = request;
  }
  return pending;
}
