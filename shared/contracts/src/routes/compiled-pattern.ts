import { patternSegments, segmentCharacters, type PatternSegment } from './address-grammar';

const valuePattern = new RegExp(`^${segmentCharacters}+$`);

/** A pattern of the address grammar, split once, matched segment by segment: the cost of a match is linear in the path. */
export interface CompiledPattern {
  readonly pattern: string;
  readonly segments: readonly PatternSegment[];
  /** The params of `path` under the pattern (an optional one left out when absent), or null when it does not match. */
  readonly match: (path: string) => Record<string, string> | null;
}

/** Compiles a pattern of the grammar; throws for anything else (readers drop those before). */
export function compilePattern(pattern: string): CompiledPattern {
  const segments = patternSegments(pattern);
  const match = (path: string): Record<string, string> | null => {
    if (path === '/')
      return segments.length === 0 || (segments.length === 1 && segments[0]?.kind === 'param' && segments[0].optional) ? {} : null;
    if (!path.startsWith('/')) return null;
    const parts = path.slice(1).split('/');
    const last = segments.at(-1);
    const lastOptional = last?.kind === 'param' && last.optional;
    if (parts.length !== segments.length && !(lastOptional && parts.length === segments.length - 1)) return null;
    const params: Record<string, string> = {};
    for (const [index, part] of parts.entries()) {
      const segment = segments[index];
      if (segment === undefined) return null;
      if (segment.kind === 'literal' ? part !== segment.text : !valuePattern.test(part)) return null;
      if (segment.kind === 'param') params[segment.name] = part;
    }
    return params;
  };
  return { pattern, segments, match };
}
