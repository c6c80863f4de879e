import type { DeploymentConfig, RemoteName } from '@isarlicht/shared';
import { corsHeaders, htmlHeaders } from '../headers/security-headers';
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
 * its standalone page for page addresses, 404 for a missing file.
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
        location('= /index.html', addHeaders(withCache([...htmlHeaders(config), ...corsHeaders], 'revalidate'))),
        ...immutableLocations(corsHeaders),
        hiddenFiles,
        revalidatedFiles(corsHeaders),
        location('/', [...addHeaders(withCache(corsHeaders, 'revalidate')), 'try_files $uri /index.html;']),
      ]),
    ]),
    '',
  ].join('\n');
}
