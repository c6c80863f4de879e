import MarkdownIt from 'markdown-it';
// The model alone, not the UI kit's index: the webpack configs that read entries compile without its components.
import type { RichInline, RichParagraph, RichTextModel } from '@isarlicht/ui/rich-text-model';
import { pageFields } from './collections';
import { parseFrontMatter, type FrontMatterValue } from './front-matter';

/** One content entry as written: its fields from the front matter, its long text from the body. */
export interface MarkdownEntry {
  readonly fields: Readonly<Record<string, FrontMatterValue>>;
  readonly body: RichTextModel;
}

type Token = ReturnType<MarkdownIt['parse']>[number];

// CommonMark without raw HTML: what the rich-text model cannot hold is refused below, not dropped.
const markdown = new MarkdownIt('commonmark', { html: false });

export class ContentEntryError extends Error {
  constructor(file: string, line: number, message: string) {
    super(`${file}:${line}: ${message}`);
    this.name = 'ContentEntryError';
  }
}

const notAllowed = (token: Token, file: string, line: number) =>
  new ContentEntryError(
    file,
    line,
    `„${token.markup || token.type}“ (${token.type}) ist im Inhalt nicht erlaubt: nur Absätze, Aufzählungen, **fett** und *kursiv*`,
  );

function inlineRuns(token: Token, file: string, line: number): RichParagraph {
  const runs: RichInline[] = [];
  const children = token.children ?? [];
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index];
    if (child === undefined) break;
    if (child.type === 'text') {
      if (child.content !== '') runs.push(child.content);
    } else if (child.type === 'softbreak') runs.push(' ');
    else if (child.type === 'strong_open' || child.type === 'em_open') {
      const text = children[index + 1];
      const close = children[index + 2];
      if (text?.type !== 'text' || close?.type !== child.type.replace('_open', '_close')) {
        throw new ContentEntryError(file, line, 'Hervorhebungen enthalten nur Text, nichts Verschachteltes');
      }
      runs.push(child.type === 'strong_open' ? { strong: text.content } : { em: text.content });
      index += 2;
    } else {
      throw notAllowed(child, file, line);
    }
  }
  // Neighbouring plain runs are one run, and a paragraph of one plain run is that string.
  const merged = runs.reduce<RichInline[]>((all, run) => {
    const last = all.at(-1);
    if (typeof run === 'string' && typeof last === 'string') all[all.length - 1] = last + run;
    else all.push(run);
    return all;
  }, []);
  const [only] = merged;
  return merged.length === 1 && typeof only === 'string' ? only : merged;
}

/** The body's blocks as the one rich-text model; anything the model has no place for is an error. */
export function richTextFromMarkdown(body: string, file: string, firstLine: number): RichTextModel {
  const blocks: (RichParagraph | { list: RichParagraph[] })[] = [];
  let list: RichParagraph[] | null = null;
  for (const token of markdown.parse(body, {})) {
    const line = firstLine + (token.map?.[0] ?? 0);
    if (token.type === 'bullet_list_open') {
      if (list) throw new ContentEntryError(file, line, 'Aufzählungen werden nicht verschachtelt');
      list = [];
    } else if (token.type === 'bullet_list_close' && list) {
      blocks.push({ list });
      list = null;
    } else if (token.type === 'inline') {
      (list ?? blocks).push(inlineRuns(token, file, line));
    } else if (!['paragraph_open', 'paragraph_close', 'list_item_open', 'list_item_close'].includes(token.type)) {
      throw notAllowed(token, file, line);
    }
  }
  if (blocks.length === 0) throw new ContentEntryError(file, firstLine, 'der Text unter der Front Matter fehlt');
  return blocks;
}

/** Reads a content entry: YAML front matter between `---` lines, then the long text in Markdown. */
export function parseMarkdownEntry(source: string, file: string): MarkdownEntry {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (!match) throw new ContentEntryError(file, 1, 'die Datei beginnt nicht mit einer Front Matter zwischen zwei „---“-Zeilen');
  const [frontMatter, yaml = ''] = match;
  const fields = parseFrontMatter(yaml, file);
  if ('body' in fields) throw new ContentEntryError(file, 2, '„body“ ist der Text unter der Front Matter, kein Feld');
  const bodyLine = frontMatter.split('\n').length;
  return { fields, body: richTextFromMarkdown(source.slice(frontMatter.length), file, bodyLine) };
}

/** An entry as its own module holds it: without the fields its collection's index modules hold (docs/decisions/054). */
export function pageEntry(source: string, file: string): MarkdownEntry {
  const entry = parseMarkdownEntry(source, file);
  return { ...entry, fields: pageFields(entry.fields, file) };
}
