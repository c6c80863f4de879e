import MarkdownIt from 'markdown-it';

export type Token = ReturnType<MarkdownIt['parse']>[number];

// GitHub's flavour as far as the checks need it: tables (the ADR index is one) and raw HTML.
const markdown = new MarkdownIt('default', { html: true });

export const parseMarkdown = (source: string): Token[] => markdown.parse(source, {});

/** The text a reader sees in an inline token: code without its backticks, a link as its text. */
export function plainText(inline: Token): string {
  return (inline.children ?? [])
    .map((child) => {
      if (child.type === 'text' || child.type === 'code_inline') return child.content;
      if (child.type === 'softbreak' || child.type === 'hardbreak') return ' ';
      return '';
    })
    .join('')
    .trim();
}

/** The 1-based line an inline token starts on (table cells carry no line of their own: their row's). */
export function lineOf(tokens: readonly Token[], index: number): number {
  for (let at = index; at >= 0; at -= 1) {
    const map = tokens[at]?.map;
    if (map) return map[0] + 1;
  }
  return 1;
}
