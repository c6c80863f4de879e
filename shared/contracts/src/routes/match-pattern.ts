import { matchPath } from 'react-router';

/**
 * The one path matcher of the site: the shell's router, the express servers, the
 * prerender, the nginx generator and the redirects all ask it (React Router's
 * `matchPath`, which runs in Node as well as in the browser). Patterns are
 * `/a/:b` with whole segments and optional ones (`/a/:b?`); matching is case
 * sensitive, and a trailing slash is no match (the servers redirect it away first).
 * Params come back decoded; a malformed escape (`%E0`) is no address of ours.
 */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  if (path.length > 1 && path.endsWith('/')) return null;
  const match = matchPath({ path: pattern, caseSensitive: true, end: true }, path);
  if (match === null) return null;
  const params: Record<string, string> = {};
  try {
    for (const [name, value] of Object.entries(match.params)) if (value !== undefined) params[name] = decodeURIComponent(value);
  } catch {
    return null;
  }
  return params;
}

/** A param as React Router reads it in a pattern: `:name`, `:name?` for an optional one. */
const paramSyntax = /:([\w-]+)(\?)?/g;

/**
 * Rewrites each param of a pattern: the one reading of the param syntax for every
 * rewrite (redirect targets, nginx regexes, path claims), the same as the matcher's.
 */
export function replaceParams(pattern: string, replace: (name: string, optional: boolean) => string): string {
  return pattern.replace(paramSyntax, (_whole, name: string, optional: string | undefined) => replace(name, optional === '?'));
}

/** The names of a pattern's params, in order. */
export const paramNames = (pattern: string): string[] => [...pattern.matchAll(paramSyntax)].map((match) => match[1] ?? '');

/** Whether a pattern takes params, i.e. stands for more than one address. */
export const hasParams = (pattern: string): boolean => paramNames(pattern).length > 0;
