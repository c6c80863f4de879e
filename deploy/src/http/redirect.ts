import { resolveRedirect, type RedirectRule } from '@isarlicht/contracts';

/**
 * A target made of plain path segments only: letters, digits, `.`, `_` and `-`. A
 * backslash (`/\\host` is read as `//host` by browsers), an escape, a control
 * character or an empty segment never reaches a `Location` header, as in the nginx
 * config.
 */
const plainTarget = /^\/$|^(?:\/[A-Za-z0-9._-]+)+$/;

/**
 * Where a request must go instead, as a relative `Location` with the query kept, or
 * null, so a crafted path cannot send visitors to another site.
 */
export function redirectLocation(pathname: string, search: string, rules: readonly RedirectRule[]): string | null {
  let target: string | null;
  try {
    target = resolveRedirect(pathname, rules);
  } catch {
    return null;
  }
  if (target === null || !plainTarget.test(target)) return null;
  return `${target}${search}`;
}
