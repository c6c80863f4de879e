import { patternSegments, type PatternSegment } from './address-grammar';

/** How many segments a pattern's addresses have: its own count, or one less with an absent optional last param. */
function segmentCounts(segments: readonly PatternSegment[]): number[] {
  const last = segments.at(-1);
  return last?.kind === 'param' && last.optional ? [segments.length, segments.length - 1] : [segments.length];
}

/**
 * Whether two patterns of the grammar match a common address, decided from their
 * segments, not their spelling: at a segment count both can have, every segment is
 * the same literal in both or a param in at least one. A param matches any segment of
 * the grammar and a literal is one, so this is exact; for two fixed addresses it is
 * equality, for a fixed address and a pattern it is the pattern matching the address.
 */
export function patternsOverlap(a: string, b: string): boolean {
  const left = patternSegments(a);
  const right = patternSegments(b);
  const rightCounts = segmentCounts(right);
  return segmentCounts(left)
    .filter((count) => rightCounts.includes(count))
    .some((count) =>
      left.slice(0, count).every((segment, index) => {
        const other = right[index];
        return other !== undefined && (segment.kind === 'param' || other.kind === 'param' || segment.text === other.text);
      }),
    );
}
