import type { z } from 'zod';
import { glossaryCollection } from './collections';
import { entryBinding, generatedHeader, lines, literal, type GeneratedModule } from './generated-module';
import type { CollectionEntry } from './read-collection';

export type GlossaryEntry = CollectionEntry<z.infer<typeof glossaryCollection.index>>;

/** What the glossary entries feed: the term list service pages link from, and the map of the term pages' texts. */
export function glossaryIndexModules(entries: readonly GlossaryEntry[]): GeneratedModule[] {
  const header = generatedHeader(`${glossaryCollection.folder}/*.term.md`);
  const sorted = [...entries].sort((a, b) => (a.index.id < b.index.id ? -1 : 1));
  const term = ({ index }: GlossaryEntry) =>
    `{ id: ${literal(index.id)}, term: ${literal(index.term)}, serviceIds: ${literal(index.serviceIds)} }`;
  const binding = ({ index }: GlossaryEntry) => entryBinding(index.id, glossaryCollection.kind);
  return [
    {
      file: `${glossaryCollection.folder}/terms.generated.ts`,
      source: `${header}import type { GlossaryTerm } from '../types';

/** Every term of the glossary, in the order of the ids. */
export const glossaryTerms = [${lines(sorted.map(term))}] as const satisfies readonly GlossaryTerm[];

export type GlossaryTermId = (typeof glossaryTerms)[number]['id'];
`,
    },
    {
      file: `${glossaryCollection.folder}/articles.generated.ts`,
      source: `${header}import type { GlossaryArticle } from '../types';
import type { GlossaryTermId } from './terms.generated';
${sorted.map((entry) => `import ${binding(entry)} from ${literal(`./${entry.index.id}.term.md`)};\n`).join('')}
/** The rest of each term's entry: its own page's text, which only the term page loads. */
export const glossaryArticles: Readonly<Record<GlossaryTermId, GlossaryArticle>> = {${lines(sorted.map((entry) => `${literal(entry.index.id)}: ${binding(entry)}`))}};
`,
    },
  ];
}
