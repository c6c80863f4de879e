import { lineOf, type Token } from './markdown';

export interface MarkdownLink {
  readonly href: string;
  readonly line: number;
}

/** Every link and image of a document, with the line it stands on. */
export function linksOf(tokens: readonly Token[]): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'inline') return;
    let line = lineOf(tokens, index);
    for (const child of token.children ?? []) {
      if (child.type === 'softbreak' || child.type === 'hardbreak') line += 1;
      const href = child.type === 'link_open' ? child.attrGet('href') : child.type === 'image' ? child.attrGet('src') : null;
      if (href !== null) links.push({ href, line });
    }
  });
  return links;
}
