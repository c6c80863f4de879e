import { resolveRedirect } from '@isarlicht/shared';

/**
 * Where a request must go instead, as a relative `Location` with the query kept, or
 * null. A target that would read as protocol-relative (`//host`) is refused, so a
 * crafted path cannot send visitors to another site.
 */
export function redirectLocation(pathname: string, search: string): string | null {
  let target: string | null;
  try {
    target = resolveRedirect(pathname);
  } catch {
    return null;
  }
  if (target === null || !target.startsWith('/') || target.startsWith('//')) return null;
  return `${target}${search}`;
}
