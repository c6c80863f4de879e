import { readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { RichParagraph, RichTextModel } from '@isarlicht/ui/rich-text-model';

/*
 * The building blocks of the content schemas both content slices check their entries
 * with in their content tests (test tooling: nothing here is bundled). Types hold the
 * shape while an entry is written; these schemas also refuse what a type cannot: blank
 * text, markup pasted into a text, a list that names the same thing twice.
 */

/** Text a visitor reads: not blank, and no HTML tag or entity, which would show as typed. */
export const plainText = z
  .string()
  .refine((value) => value.trim() !== '', 'leerer Text')
  .refine((value) => !/<\/?[a-z][^>]*>|&[a-z0-9#]+;/i.test(value), 'HTML im Text: Rich Text wird strukturiert geschrieben');

/** A list of texts, none blank, none twice. */
export const textList = z
  .array(plainText)
  .min(1)
  .refine((list) => new Set(list).size === list.length, 'doppelter Eintrag');

const inline = z.union([plainText, z.strictObject({ strong: plainText }), z.strictObject({ em: plainText })]);
const paragraph = z.union([plainText, z.array(inline).min(1)]);

/** The one rich-text model (`RichTextModel`): paragraphs and bulleted lists of text runs. */
export const richText = z.array(z.union([paragraph, z.strictObject({ list: z.array(paragraph).min(1) })])).min(1);

/** Ids of other entries: each resolves, none twice. */
export const idList = <T extends string>(list: readonly [T, ...T[]]) =>
  z.array(z.enum(list)).refine((ids) => new Set(ids).size === ids.length, 'doppelte Verweise');

const paragraphText = (paragraph: RichParagraph): string =>
  typeof paragraph === 'string'
    ? paragraph
    : paragraph.map((run) => (typeof run === 'string' ? run : 'strong' in run ? run.strong : run.em)).join('');

/** The paragraphs and list items of rich text as plain strings, for the text rules of the content tests. */
export const richTextParagraphs = (text: RichTextModel): string[] =>
  text.flatMap((block) => (typeof block !== 'string' && 'list' in block ? block.list.map(paragraphText) : [paragraphText(block)]));

/**
 * The ids a collection's Markdown entries are named by (`<id>.<kind>.md`, in `folder` or
 * below it), sorted: the content tests hold them to the ids the collection reads, so every
 * file is read and each is named by the id it holds (docs/decisions/054).
 */
export const entryFileIds = (folder: string, kind: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`.${kind}.md`))
    .map((file) => path.basename(file, `.${kind}.md`))
    .sort();
