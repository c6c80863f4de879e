/**
 * The relations an ADR's status line may name, each with the phrase the other ADR uses
 * for it. The docs check holds every relation to be named on both sides.
 */
const relationPairs = [
  ['supersedes', 'superseded by'],
  ['supersedes in part', 'superseded in part by'],
  ['amends', 'amended by'],
  ['refines', 'refined by'],
  ['extends', 'extended by'],
  ['completes', 'completed by'],
] as const;

export type RelationName = (typeof relationPairs)[number][number];

const inverses = new Map<RelationName, RelationName>(
  relationPairs.flatMap(([forward, backward]) => [
    [forward, backward],
    [backward, forward],
  ]),
);

export const inverseOf = (name: RelationName): RelationName => inverses.get(name) ?? name;

// Longest first, so "superseded in part by" is not read as a "superseded …" it starts like.
export const relationNames: readonly RelationName[] = [...inverses.keys()].sort((a, b) => b.length - a.length);
