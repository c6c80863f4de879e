import type { DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { corsHeaders } from '../headers/security-headers';
import { hiddenFiles, immutableLocations, refusedFiles, revalidatedFiles, serverSettings, withCache } from './common';
import { addHeaders, block, location, renderLocations } from './syntax';

export interface RemoteServerOptions {
  readonly remote: RemoteName;
  readonly port: number;
  readonly root: string;
  readonly config: DeploymentConfig;
}

/**
 * A remote's server block: its files cross-origin (the shell fetches the manifest),
 * 404 for everything else; production remotes have no page of their own, so no HTML
 * file is served.
 */
export function remoteServerBlock({ remote, port, root, config }: RemoteServerOptions): string {
  const host = new URL(config.remotes[remote]).hostname;
  return [
    `# ${remote}: ${config.remotes[remote]}`,
    ...block('server', [
      ...serverSettings(port, host, root),
      ...addHeaders(withCache(corsHeaders, 'revalidate')),
      // A missing file is plain text, as from the express server: no HTML document
      // (nginx's own error page) leaves a remote.
      'error_page 404 @not-found;',
      '',
      ...renderLocations([
        location('@not-found', [
          ...addHeaders(withCache(corsHeaders, 'revalidate')),
          'types { }',
          'default_type text/plain;',
          'return 404 "Not found";',
        ]),
        ...immutableLocations(corsHeaders),
        hiddenFiles,
        ...refusedFiles,
        revalidatedFiles(corsHeaders),
        location('/', [...addHeaders(withCache(corsHeaders, 'revalidate')), 'try_files $uri =404;']),
      ]),
    ]),
    '',
  ].join('\n');
}
