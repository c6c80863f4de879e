interface Relatable {
  readonly slug: string;
  readonly title: string;
  readonly confidential?: boolean;
  readonly tags: readonly string[];
  readonly technologies: readonly string[];
}

const shared = (a: readonly string[], b: readonly string[]): number => a.filter((value) => b.includes(value)).length;

/**
 * Up to `limit` references that share topics or technologies with `reference`. A shared
 * topic weighs twice a shared technology: TypeScript or PostgreSQL appear almost
 * everywhere and say little about what a project is about. Ties keep the order of
 * `all` (the content's showcase order).
 */
export function relatedReferences<T extends Relatable>(
  reference: T,
  all: readonly T[],
  { limit = 3, exclude = [] }: { readonly limit?: number; readonly exclude?: readonly string[] } = {},
): T[] {
  const score = (other: T) => 2 * shared(reference.tags, other.tags) + shared(reference.technologies, other.technologies);
  return all
    .filter((other) => other.slug !== reference.slug && !exclude.includes(other.slug) && score(other) > 0)
    .map((other, rank) => ({ other, rank, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.rank - b.rank)
    .slice(0, limit)
    .map(({ other }) => other);
}
