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
