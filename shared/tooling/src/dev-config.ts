import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import type { ComposedConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { composePages, routedPagesOf, type RoutedPage } from '@isarlicht/contracts/pages/routed-pages';
import { deploymentConfigFromEnv } from './ports';

async function pagesOf(name: RemoteName, manifestUrl: string): Promise<readonly RoutedPage[]> {
  try {
    const response = await fetch(manifestUrl, { cache: 'no-store' });
    const drop = (reason: string) => console.warn(`[dev] left out of the pages: ${reason}`);
    return response.ok ? routedPagesOf(name, await response.json(), drop) : [];
  } catch {
    // A dev server that is not up yet has no pages to route; the next read asks again.
    return [];
  }
}

/** `/remotes.json` of the dev servers: the configuration with the pages the running remotes declare, as in production. */
export async function developmentConfig(): Promise<ComposedConfig> {
  const config = deploymentConfigFromEnv('development');
  const lists = await Promise.all(remoteNames.map(async (name) => [name, await pagesOf(name, config.remotes[name])] as const));
  return { ...config, pages: composePages(Object.fromEntries(lists)) };
}
