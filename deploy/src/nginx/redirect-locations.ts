import { hasParams } from '@isarlicht/contracts/routes/match-pattern';
import type { RedirectRule } from '@isarlicht/contracts/routes/redirects';
import { baseHeaders } from '../headers/security-headers';
import { trailingSlash } from '../http/path-rules';
import { ruleMatch } from './common';
import { guardLocations } from './html-guard';
import { addHeaders, addressRegex, addressTarget, exactMatch, location, renderLocations, type Location } from './syntax';

/** `target` is written by the address writers or is a capture of plain characters: nothing in it can end the directive. */
const redirect = (target: string): string[] => [...addHeaders(baseHeaders), `return 301 ${target}$is_args$args;`];

/** `/for/:industryId` → `^/for(/[a-z0-9-]+)/*$` and `/software-for$1`: ids are page segments. */
function patternLocation(rule: RedirectRule): Location {
  const { source, params } = addressRegex(rule.from);
  return location(`~ ^${source}/*$`, redirect(addressTarget(rule.to, params)));
}

/** `/de` → `= /de` and `= /de/`, both to the page's path. */
function fixedLocations(rule: RedirectRule): Location[] {
  const match = exactMatch(rule.from);
  const lines = redirect(addressTarget(rule.to, []));
  return [location(match, lines), location(`${match}/`, lines)];
}

/**
 * The redirects of the live pages as nginx locations: an exact location per fixed
 * address (with and without a trailing slash, so `/de/` reaches `/` in one hop like
 * the express server), a regex per pattern, in the order of the rules. Every address
 * goes through the writers of the grammar, so a rule outside it throws instead of
 * writing config text.
 */
export function redirectLocations(rules: readonly RedirectRule[]): Location[] {
  return [
    ...rules.filter((rule) => !hasParams(rule.from)).flatMap(fixedLocations),
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
export const trailingSlashLocation = location(ruleMatch(trailingSlash), redirect('$1'));
