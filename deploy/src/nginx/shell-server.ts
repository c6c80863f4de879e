import { hasParams } from '@isarlicht/contracts/routes/match-pattern';
import type { DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { inlineScriptHashes } from '../headers/inline-boot-script';
import { htmlHeaders } from '../headers/security-headers';
import { activeClientOnlyPatterns } from '../http/client-only';
import { pageSegmentPattern, reservedPageNames } from '../http/page-file';
import { hiddenFiles, immutableLocations, refusedFiles, revalidatedFiles, serverSettings, withCache } from './common';
import { guardLocations, htmlCspLine, htmlCspMap } from './html-guard';
import { trailingSlashLocation } from './redirect-locations';
import { addHeaders, addressRegex, block, exactMatch, location, quote, renderLocations, type Location } from './syntax';

export interface ShellServerOptions {
  readonly port: number;
  readonly root: string;
  /** Where the generated remotes.json lies: served at /remotes.json, so it always matches the CSP. */
  readonly remotesJson: string;
  /** Where the generated redirect locations lie (`redirectsFile`), included in the server block. */
  readonly redirects: string;
  readonly config: DeploymentConfig;
}

/** A client-only pattern as a regex location, through the address writers like every address in the config. */
const patternRegex = (pattern: string) => `~ ^${addressRegex(pattern).source}$`;

/**
 * The shell's server block, in the order of the express server (docs/decisions/008).
 * nginx tries exact locations first, then regexes in the order written here, so the
 * order of the regex list is the order of the rules.
 */
export function shellServerBlock({ port, root, remotesJson, redirects, config }: ShellServerOptions): string {
  const documentHeaders = htmlHeaders(config, inlineScriptHashes(root));
  const html = addHeaders(withCache(documentHeaders, 'revalidate'));
  const clientOnly = activeClientOnlyPatterns(config).map((pattern) =>
    location(hasParams(pattern) ? patternRegex(pattern) : exactMatch(pattern), [...html, 'try_files /app.html =404;']),
  );
  const beforeRedirects: Location[] = [
    location('= /', [...html, 'try_files /index.html =404;']),
    location('= /404.html', ['internal;', ...html]),
    location('= /remotes.json', [
      ...addHeaders(withCache([], 'revalidate')),
      'default_type application/json;',
      `alias ${quote(remotesJson)};`,
    ]),
    ...reservedPageNames.map((name) => location(`= /${name}`, ['return 404;'])),
    ...clientOnly.filter((entry) => entry.match.startsWith('=')),
    ...immutableLocations([]),
    hiddenFiles,
  ];
  // The redirects' regexes come here in nginx's order; their exact locations win wherever they stand.
  const afterRedirects: Location[] = [
    trailingSlashLocation,
    ...refusedFiles,
    ...clientOnly.filter((entry) => entry.match.startsWith('~')),
    revalidatedFiles([]),
    location(`~ ^(?:/${pageSegmentPattern})+$`, [...html, 'try_files $uri.html =404;']),
    location('/', ['return 404;']),
  ];
  return [
    ...htmlCspMap(documentHeaders.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? ''),
    ...block('server', [
      ...serverSettings(port, '_', root),
      ...addHeaders(withCache([], 'revalidate')),
      htmlCspLine,
      'error_page 404 /404.html;',
      '',
      ...renderLocations(guardLocations(beforeRedirects)),
      `include ${quote(redirects)};`,
      ...renderLocations(guardLocations(afterRedirects)),
    ]),
    '',
  ].join('\n');
}
