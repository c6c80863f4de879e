import { isSegmentValue, patternSegments, type PatternSegment } from './address-grammar';

/** A pattern of the address grammar, split once, matched segment by segment: the cost of a match is linear in the path. */
export interface CompiledPattern {
  readonly pattern: string;
  readonly segments: readonly PatternSegment[];
  /** The params of `path` under the pattern (an optional one left out when absent), or null when it does not match. */
  readonly match: (path: string) => Record<string, string> | null;
  /** The same for a path already split into its segments (`pathParts`), so many patterns share one split. */
  readonly matchParts: (parts: readonly string[]) => Record<string, string> | null;
}

/** The segments of a request path (`/` has none), or null when it does not start with `/`. */
export function pathParts(path: string): readonly string[] | null {
  if (!path.startsWith('/')) return null;
  return path === '/' ? [] : path.slice(1).split('/');
}

/** Compiles a pattern of the grammar; throws for anything else (readers drop those before). */
export function compilePattern(pattern: string): CompiledPattern {
  const segments = patternSegments(pattern);
  const last = segments.at(-1);
  const lastOptional = last?.kind === 'param' && last.optional;
  const matchParts = (parts: readonly string[]): Record<string, string> | null => {
    if (parts.length !== segments.length && !(lastOptional && parts.length === segments.length - 1)) return null;
    const params: Record<string, string> = {};
    for (const [index, part] of parts.entries()) {
      const segment = segments[index];
      if (segment === undefined) return null;
      if (segment.kind === 'literal' ? part !== segment.text : !isSegmentValue(part)) return null;
      if (segment.kind === 'param') params[segment.name] = part;
    }
    return params;
  };
  const match = (path: string): Record<string, string> | null => {
    const parts = pathParts(path);
    return parts === null ? null : matchParts(parts);
  };
  return { pattern, segments, match, matchParts };
}
