import type { GlossaryTerm } from '../../content/types';

export interface LetterGroup {
  readonly letter: string;
  readonly terms: readonly GlossaryTerm[];
}

/** Groups terms under their initial in German collation (Ä files under A). */
export function groupByLetter(terms: readonly GlossaryTerm[]): LetterGroup[] {
  const sorted = [...terms].sort((a, b) => a.term.localeCompare(b.term, 'de'));
  const groups = new Map<string, GlossaryTerm[]>();
  for (const term of sorted) {
    const letter = term.term.charAt(0).normalize('NFD').charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), term]);
  }
  return [...groups].map(([letter, list]) => ({ letter, terms: list }));
}
