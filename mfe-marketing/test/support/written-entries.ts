import type { z } from 'zod';
import {
  glossaryCollection,
  readCollection,
  repositoryRoot,
  serviceCollection,
  type IndexedCollection,
} from '@isarlicht/tooling/content-collections';

/** An entry as its file holds it: every field of its front matter and its body, and where it is written. */
export interface WrittenEntry {
  readonly file: string;
  readonly entry: unknown;
}

const written = <Index extends z.ZodObject>(collection: IndexedCollection<Index>): WrittenEntry[] =>
  readCollection(repositoryRoot, collection).map(({ file, fields, body }) => ({ file, entry: { ...fields, body } }));

/** Every service entry and every glossary entry, read from their Markdown files as the generator reads them. */
export const writtenServices = written(serviceCollection);
export const writtenTerms = written(glossaryCollection);

/** The entries that fit their schema, typed by it; the content test reports the others entry by entry. */
export const fitting = <Schema extends z.ZodType>(entries: readonly WrittenEntry[], schema: Schema): z.infer<Schema>[] =>
  entries.flatMap(({ entry }) => {
    const result = schema.safeParse(entry);
    return result.success ? [result.data] : [];
  });
