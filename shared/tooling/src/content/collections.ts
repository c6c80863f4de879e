import path from 'node:path';
import { z } from 'zod';

/** The folder of the repository: the collections' folders and the generated modules are named from it. */
export const repositoryRoot = path.resolve(__dirname, '..', '..', '..', '..');

/** The form of every URL id. */
const urlId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case');
const text = z.string().refine((value) => value.trim() !== '', 'leerer Text');

/**
 * A collection whose entries feed lists that other modules read as typed literals: the
 * route ids, the names other slices print, the cards. An entry is one Markdown file
 * (`<id>.<kind>.md` in `folder`); the generator writes its `index` fields into the index
 * modules, the loader turns the rest into the entry's own module, which only its page
 * loads (docs/decisions/054).
 */
export interface IndexedCollection<Index extends z.ZodObject> {
  readonly kind: string;
  /** Relative to the repository root. */
  readonly folder: string;
  readonly index: Index;
}

export const serviceCollection = {
  kind: 'service',
  folder: 'mfe-marketing/src/content/services',
  index: z.object({
    id: urlId,
    /** The service's one name: its page heading and every link to it in every slice. */
    name: text,
    /** The overview group it is shown in (`service-groups.ts`). */
    group: urlId,
    /** Its place among the cards of its group. */
    order: z.number().int().positive(),
    teaser: text,
    metaDescription: text,
    /** Words a text uses when it is about the service (`service-topics.ts`). */
    topics: z.array(text).min(1),
  }),
} as const satisfies IndexedCollection<z.ZodObject>;

export const glossaryCollection = {
  kind: 'term',
  folder: 'mfe-marketing/src/content/glossary',
  // What the pages that link a term need of it: the list service pages load.
  index: z.object({ id: urlId, term: text, serviceIds: z.array(urlId).min(1) }),
} as const satisfies IndexedCollection<z.ZodObject>;

const indexedCollections: readonly IndexedCollection<z.ZodObject>[] = [serviceCollection, glossaryCollection];

/** The fields an entry's own module carries: all but those the index modules of its collection hold. */
export function pageFields<T>(fields: Readonly<Record<string, T>>, file: string): Record<string, T> {
  const collection = indexedCollections.find(({ kind }) => file.endsWith(`.${kind}.md`));
  if (!collection) return { ...fields };
  const indexed = new Set(Object.keys(collection.index.shape));
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !indexed.has(key)));
}
