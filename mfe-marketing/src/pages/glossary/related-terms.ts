import { glossaryTerms } from '../../content/glossary';
import type { GlossaryTerm } from '../../content/types';

/** Terms that share the most services with `term`, at most `limit`, ties in glossary order. */
export function relatedTerms(term: GlossaryTerm, limit = 4): GlossaryTerm[] {
  const shared = (other: GlossaryTerm) => other.serviceIds.filter((id) => term.serviceIds.includes(id)).length;
  return glossaryTerms
    .filter((other) => other.id !== term.id && shared(other) > 0)
    .map((other) => ({ other, score: shared(other) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ other }) => other);
}
