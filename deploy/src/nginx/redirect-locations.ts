import { hasParams, replaceParams, type RedirectRule } from '@isarlicht/contracts';
import { baseHeaders } from '../headers/security-headers';
import { pageSegmentPattern } from '../http/page-file';
import { guardLocations } from './html-guard';
import { addHeaders, location, renderLocations, type Location } from './syntax';

const redirect = (target: string): string[] => [...addHeaders(baseHeaders), `return 301 ${target}$is_args$args;`];

/** `/for/:industryId` → `^/for/([a-z0-9-]+)/*$` and `/software-for/$1`: ids are page segments. */
function patternLocation(rule: RedirectRule): Location {
  const names: string[] = [];
  const regex = replaceParams(rule.from, (name) => {
    names.push(name);
    return `(${pageSegmentPattern})`;
  });
  const target = replaceParams(rule.to, (name) => `$${names.indexOf(name) + 1}`);
  return location(`~ ^${regex}/*$`, redirect(target));
}

/**
 * The redirects of the live pages as nginx locations: an exact location per fixed
 * address (with and without a trailing slash, so `/de/` reaches `/` in one hop like
 * the express server), a regex per pattern, in the order of the rules.
 */
export function redirectLocations(rules: readonly RedirectRule[]): Location[] {
  const fixed = rules.filter((rule) => !hasParams(rule.from));
  return [
    ...fixed.flatMap((rule) => [location(`= ${rule.from}`, redirect(rule.to)), location(`= ${rule.from}/`, redirect(rule.to))]),
    ...rules.filter((rule) => hasParams(rule.from)).map(patternLocation),
  ];
}

/** The file the shell's server block includes the redirects from: no `.conf`, so no `include *.conf` takes it into `http {}`. */
export const redirectsFileName = 'shell-redirects.locations';

/**
 * The redirect locations as the included file: the pages declare their old addresses,
 * so a remote's deploy rewrites this file and reloads nginx (docs/decisions/039).
 */
export const redirectsFile = (rules: readonly RedirectRule[]): string =>
  [
    `# The old addresses the live pages declare; rewritten by a remote's deploy.`,
    ...renderLocations(guardLocations(redirectLocations(rules))),
    '',
  ].join('\n');

/**
 * No address of the site ends in a slash: `/about/` → `/about`. Only plain characters
 * are captured, so a decoded `%0d%0a` or `//host` can never reach the Location header.
 */
export const trailingSlashLocation = location('~ ^((?:/[A-Za-z0-9._-]+)+)/+$', redirect('$1'));
