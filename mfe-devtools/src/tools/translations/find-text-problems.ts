import { documentTitleOf, seoLimits as limits } from '@isarlicht/site-content/site-config';
import type { Inspection } from '@isarlicht/contracts/inspect/inspection';
import { asciiUmlautPattern, englishPattern } from './text-rules';

export type TextProblemKind = 'leer' | 'englisch' | 'umlaut' | 'titel' | 'beschreibung' | 'doppelt';

export interface TextProblem {
  readonly kind: TextProblemKind;
  readonly remote: string;
  readonly path: string;
  readonly field: string;
  readonly message: string;
}

function textProblems({ remote, texts }: Inspection): TextProblem[] {
  return texts.flatMap(({ path, field, text }) => {
    const at = { remote, path, field };
    if (text.trim() === '') return [{ ...at, kind: 'leer' as const, message: 'Text ist leer' }];
    const found: TextProblem[] = [];
    const english = englishPattern.exec(text);
    if (english) found.push({ ...at, kind: 'englisch', message: `Englischer Rest „${english[0]}“` });
    const ascii = asciiUmlautPattern.exec(text);
    if (ascii) found.push({ ...at, kind: 'umlaut', message: `Umlaut umschrieben: „${ascii[0]}“` });
    return found;
  });
}

function metaProblems({ remote, pages }: Inspection): TextProblem[] {
  return pages.flatMap((page) => {
    const { path, title, description } = page;
    const found: TextProblem[] = [];
    const fullTitle = documentTitleOf(page);
    if (fullTitle === null || title?.trim() === '')
      found.push({ kind: 'titel', remote, path, field: 'meta.title', message: 'Titel fehlt' });
    else if (fullTitle.length > limits.title) {
      found.push({
        kind: 'titel',
        remote,
        path,
        field: 'meta.title',
        message: `Titel mit ${fullTitle.length} Zeichen länger als ${limits.title}`,
      });
    }
    const length = description?.trim().length ?? 0;
    if (length === 0) found.push({ kind: 'beschreibung', remote, path, field: 'meta.description', message: 'Beschreibung fehlt' });
    else if (length < limits.description.min || length > limits.description.max) {
      found.push({
        kind: 'beschreibung',
        remote,
        path,
        field: 'meta.description',
        message: `Beschreibung mit ${length} Zeichen außerhalb von ${limits.description.min}–${limits.description.max}`,
      });
    }
    return found;
  });
}

/** Titles and descriptions that two pages share, across all remotes. */
function duplicates(inspections: readonly Inspection[]): TextProblem[] {
  const pages = inspections.flatMap(({ remote, pages: list }) => list.map((page) => ({ remote, ...page })));
  return (['title', 'description'] as const).flatMap((field) => {
    const byValue = new Map<string, typeof pages>();
    for (const page of pages) {
      const value = page[field];
      if (value) byValue.set(value, [...(byValue.get(value) ?? []), page]);
    }
    return [...byValue.values()]
      .filter((group) => group.length > 1)
      .flatMap((group) =>
        group.map((page) => ({
          kind: 'doppelt' as const,
          remote: page.remote,
          path: page.path,
          field: `meta.${field}`,
          message: `${field === 'title' ? 'Titel' : 'Beschreibung'} auch auf ${group
            .filter((other) => other !== page)
            .map((other) => other.path)
            .join(', ')}`,
        })),
      );
  });
}

/** Every finding of the translations tool, in remote and path order. */
export function findTextProblems(inspections: readonly Inspection[]): TextProblem[] {
  return [
    ...inspections.flatMap((inspection) => [...textProblems(inspection), ...metaProblems(inspection)]),
    ...duplicates(inspections),
  ].sort((a, b) => a.remote.localeCompare(b.remote) || a.path.localeCompare(b.path) || a.field.localeCompare(b.field));
}
