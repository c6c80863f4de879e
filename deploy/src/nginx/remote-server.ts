import type { DeploymentConfig, RemoteName } from '@isarlicht/shared';
import { corsHeaders } from '../headers/security-headers';
import { hiddenFiles, immutableLocations, revalidatedFiles, serverSettings, withCache } from './common';
import { addHeaders, block, location, renderLocations } from './syntax';

export interface RemoteServerOptions {
  readonly remote: RemoteName;
  readonly port: number;
  readonly root: string;
  readonly config: DeploymentConfig;
}

/**
 * A remote's server block: its files cross-origin (the shell fetches the manifest),
 * 404 for everything else; production remotes have no page of their own.
 */
export function remoteServerBlock({ remote, port, root, config }: RemoteServerOptions): string {
  const host = new URL(config.remotes[remote]).hostname;
  return [
    `# ${remote}: ${config.remotes[remote]}`,
    ...block('server', [
      ...serverSettings(port, host, root),
      ...addHeaders(withCache(corsHeaders, 'revalidate')),
      '',
      ...renderLocations([
        ...immutableLocations(corsHeaders),
        hiddenFiles,
        revalidatedFiles(corsHeaders),
        location('/', [...addHeaders(withCache(corsHeaders, 'revalidate')), 'try_files $uri =404;']),
      ]),
    ]),
    '',
  ].join('\n');
}
