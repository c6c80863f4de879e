import { redirectRules, type RedirectRule } from '@isarlicht/contracts';
import { baseHeaders } from '../headers/security-headers';
import { pageSegmentPattern } from '../http/page-file';
import { addHeaders, location, type Location } from './syntax';

const redirect = (target: string): string[] => [...addHeaders(baseHeaders), `return 301 ${target}$is_args$args;`];

/** `/for/:id` → `^/for/([a-z0-9-]+)/*$` and `/software-for/$1`: ids are page segments. */
function patternLocation(rule: RedirectRule): Location {
  const names: string[] = [];
  const regex = rule.from.replace(/:([a-zA-Z]+)/g, (_match, name: string) => {
    names.push(name);
    return `(${pageSegmentPattern})`;
  });
  const target = rule.to.replace(/:([a-zA-Z]+)/g, (_match, name: string) => `$${names.indexOf(name) + 1}`);
  return location(`~ ^${regex}/*$`, redirect(target));
}

/**
 * The redirect list of shared/ as nginx locations: an exact location per fixed
 * address (with and without a trailing slash, so `/de/` reaches `/` in one hop like
 * the express server), a regex per pattern.
 */
export function redirectLocations(rules: readonly RedirectRule[] = redirectRules): { exact: Location[]; regex: Location[] } {
  const fixed = rules.filter((rule) => !rule.from.includes(':'));
  return {
    exact: fixed.flatMap((rule) => [location(`= ${rule.from}`, redirect(rule.to)), location(`= ${rule.from}/`, redirect(rule.to))]),
    regex: rules.filter((rule) => rule.from.includes(':')).map(patternLocation),
  };
}

/**
 * No address of the site ends in a slash: `/about/` → `/about`. Only plain characters
 * are captured, so a decoded `%0d%0a` or `//host` can never reach the Location header.
 */
export const trailingSlashLocation = location('~ ^((?:/[A-Za-z0-9._-]+)+)/+$', redirect('$1'));
