import fs from 'node:fs';
import path from 'node:path';
import { lineOf, parseMarkdown, plainText, type Token } from './markdown';

export const adrFileName = /^(\d{3})-[a-z0-9-]+\.md$/;

export interface AdrFile {
  readonly number: string;
  readonly name: string;
  readonly path: string;
  /** The title after `NNN · ` in the first heading, or null when the heading is not of that form. */
  readonly title: string | null;
  readonly titleNumber: string | null;
  /** The status as written after `Status:`, in its paragraph before the first section. */
  readonly status: { readonly text: string; readonly line: number } | null;
}

function statusOf(tokens: readonly Token[]): AdrFile['status'] {
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token?.type === 'heading_open' && token.tag !== 'h1') return null;
    const inline = tokens[index + 1];
    if (token?.type !== 'paragraph_open' || inline?.type !== 'inline') continue;
    const text = plainText(inline);
    if (text.startsWith('Status:')) return { text: text.slice('Status:'.length).trim(), line: lineOf(tokens, index) };
  }
  return null;
}

function readAdr(folder: string, name: string, number: string): AdrFile {
  const file = path.join(folder, name);
  const tokens = parseMarkdown(fs.readFileSync(file, 'utf8'));
  const headingIndex = tokens.findIndex((token) => token.type === 'heading_open' && token.tag === 'h1');
  const heading = tokens[headingIndex + 1];
  const titled = heading && headingIndex >= 0 ? /^(?<titleNumber>\d{3}) · (?<title>.+)$/.exec(plainText(heading)) : null;
  return {
    number,
    name,
    path: file,
    title: titled?.groups?.title ?? null,
    titleNumber: titled?.groups?.titleNumber ?? null,
    status: statusOf(tokens),
  };
}

/** Every ADR of the folder: the files named `NNN-title.md`, in the order of their numbers. */
export function readAdrs(folder: string): AdrFile[] {
  return fs
    .readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const number = adrFileName.exec(name)?.[1];
      return number === undefined ? [] : [readAdr(folder, name, number)];
    });
}
