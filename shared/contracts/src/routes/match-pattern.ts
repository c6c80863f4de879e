import { patternSegments } from './address-grammar';
import { compilePattern } from './compiled-pattern';

/**
 * The one path matcher of the site: the shell's router, the express servers, the
 * prerender, the nginx generator and the redirects all ask it. Patterns are of the
 * address grammar (`/a/:b`, an optional last param `/a/:b?`); a param matches one
 * segment of `[a-z0-9-]`, so nothing needs decoding and a path with an escape, an
 * upper-case letter or a trailing slash matches no pattern. Throws for a pattern
 * outside the grammar: every reader drops those before.
 */
export const matchPattern = (pattern: string, path: string): Record<string, string> | null => compilePattern(pattern).match(path);

/**
 * Rewrites each param of a pattern: the one reading of the param syntax (the grammar's
 * segments) for every rewrite (redirect targets, nginx regexes).
 */
export function replaceParams(pattern: string, replace: (name: string, optional: boolean) => string): string {
  const segments = patternSegments(pattern);
  if (segments.length === 0) return pattern;
  return segments.map((segment) => `/${segment.kind === 'literal' ? segment.text : replace(segment.name, segment.optional)}`).join('');
}

/** The names of a pattern's params, in order. */
export const paramNames = (pattern: string): string[] =>
  patternSegments(pattern).flatMap((segment) => (segment.kind === 'param' ? [segment.name] : []));

/** Whether a pattern takes params, i.e. stands for more than one address. */
export const hasParams = (pattern: string): boolean => paramNames(pattern).length > 0;
