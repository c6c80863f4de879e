import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { IndexedCollection } from './collections';
import { ContentEntryError, parseMarkdownEntry, type MarkdownEntry } from './markdown-entry';

/** One entry of a collection as written: its file (relative to the repository root), its index fields, all its fields and its body. */
export interface CollectionEntry<Index> extends MarkdownEntry {
  readonly file: string;
  readonly index: Index;
}

/**
 * Every entry of a collection, sorted by id. Each file is named by the id it holds, and a
 * Markdown file of the folder that is not `<id>.<kind>.md` is refused, so none is left out
 * unnoticed.
 */
export function readCollection<Index extends z.ZodObject>(
  root: string,
  collection: IndexedCollection<Index>,
): CollectionEntry<z.infer<Index>>[] {
  const suffix = `.${collection.kind}.md`;
  const names = readdirSync(path.join(root, collection.folder))
    .filter((name) => name.endsWith('.md'))
    .sort();
  return names.map((name) => {
    const file = `${collection.folder}/${name}`;
    if (!name.endsWith(suffix)) throw new ContentEntryError(file, 1, `ein Eintrag dieses Ordners heißt <id>${suffix}`);
    const entry = parseMarkdownEntry(readFileSync(path.join(root, file), 'utf8'), file);
    const parsed = collection.index.safeParse(entry.fields);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(Front Matter)'}: ${issue.message}`);
      throw new ContentEntryError(file, 2, issues.join('; '));
    }
    if (entry.fields['id'] !== path.basename(name, suffix)) throw new ContentEntryError(file, 2, `„id“ ist nicht der Name der Datei`);
    return { ...entry, file, index: parsed.data };
  });
}
