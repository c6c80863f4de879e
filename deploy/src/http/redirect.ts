import { plainSegment } from './path-rules';

/**
 * A target made of plain path segments only: letters, digits, `.`, `_` and `-`. A
 * backslash (`/\\host` is read as `//host` by browsers), an escape, a control
 * character or an empty segment never reaches a `Location` header, as in the nginx
 * config.
 */
const plainTarget = new RegExp(`^/$|^(?:/${plainSegment})+$`);

/**
 * Where a request must go instead, as a relative `Location` with the query kept, or
 * null, so a crafted path cannot send visitors to another site. `redirect` is the
 * live redirects' resolver, compiled once per read of the manifests.
 */
export function redirectLocation(pathname: string, search: string, redirect: (pathname: string) => string | null): string | null {
  const target = redirect(pathname);
  if (target === null || !plainTarget.test(target)) return null;
  return `${target}${search}`;
}
