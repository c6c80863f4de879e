import { baseHeaders, type HeaderList } from '../headers/security-headers';
import { cacheControlValues, immutableFolders } from '../http/cache-control';
import { fileRequest, hiddenFile, refusedNames, type PathRule } from '../http/path-rules';
import { addHeaders, location, quote, renderLocations, type Location } from './syntax';

/** A rule of the shared list as the match of a regex location: `~*` where it ignores case. */
export const ruleMatch = ({ source, ignoreCase }: PathRule): string => `${ignoreCase ? '~*' : '~'} ${source}`;

/** Text types worth compressing; nginx always includes text/html. */
export const gzipTypes = [
  'text/css',
  'text/plain',
  'text/xml',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'image/svg+xml',
];

/**
 * Whether nginx sends the brotli copies a build writes (docs/decisions/040). It needs
 * the brotli static module (Debian: `libnginx-mod-http-brotli-static`); without it the
 * directive would stop nginx from starting, so the deployment opts in.
 */
export interface Precompressed {
  readonly brotliStatic: boolean;
}

/** Server-wide settings of every app: compression, relative redirects, no version banner, no symbolic links. */
export function serverSettings(port: number, serverName: string, root: string, { brotliStatic }: Precompressed): string[] {
  return [
    `listen ${port};`,
    `server_name ${serverName};`,
    `root ${quote(root)};`,
    // A link in a release would publish whatever it points at. Plain `on`: Debian's brotli
    // static module sends no copy under `from=$document_root` (docs/decisions/046).
    'disable_symlinks on;',
    'server_tokens off;',
    'absolute_redirect off;',
    'charset utf-8;',
    'gzip on;',
    // The copy a build compressed ahead at the best level, where it has one (docs/decisions/040).
    'gzip_static on;',
    ...(brotliStatic ? ['brotli_static on;'] : []),
    'gzip_vary on;',
    'gzip_proxied any;',
    `gzip_types ${gzipTypes.join(' ')};`,
    '',
  ];
}

export const withCache = (extra: HeaderList, cache: keyof typeof cacheControlValues): HeaderList => [
  ...baseHeaders,
  ...extra,
  ['Cache-Control', cacheControlValues[cache]],
];

/** Build stamps and other dotfiles are no content. */
export const hiddenFiles = location(ruleMatch(hiddenFile), ['return 404;']);

/** The names no server hands out (`refusedNames`); nginx matches on the decoded path, so `/about.htm%6c` is `/about.html`. */
export const refusedFiles: Location[] = refusedNames.map((rule) => location(ruleMatch(rule), ['return 404;']));

/**
 * The content-hashed folders: `^~` so no regex location (trailing slash, `.html`) takes
 * them over; the refused files are refused inside them too.
 */
export const immutableLocations = (extra: HeaderList): Location[] =>
  immutableFolders.map((folder) =>
    location(`^~ /${folder}/`, [
      ...addHeaders(withCache(extra, 'immutable')),
      'try_files $uri =404;',
      '',
      ...renderLocations(refusedFiles).slice(0, -1),
    ]),
  );

/** Files named like `main.js`, `mf-manifest.json`: same name every build, so revalidated. */
export const revalidatedFiles = (extra: HeaderList): Location =>
  location(ruleMatch(fileRequest), [...addHeaders(withCache(extra, 'revalidate')), 'try_files $uri =404;']);
