import { lineOf, plainText, type Token } from './markdown';

export interface IndexRow {
  readonly line: number;
  /** The link of the first cell: its text (the number) and the file it names. */
  readonly link: { readonly text: string; readonly href: string } | null;
  readonly title: string;
  readonly status: string;
}

function linkIn(inline: Token): IndexRow['link'] {
  const children = inline.children ?? [];
  const open = children.findIndex((child) => child.type === 'link_open');
  const href = children[open]?.attrGet('href');
  if (open < 0 || href === null || href === undefined) return null;
  const close = children.findIndex((child, index) => index > open && child.type === 'link_close');
  const text = children
    .slice(open + 1, close)
    .map((child) => child.content)
    .join('');
  return { text, href };
}

/** The body rows of every table in the index: ADR, decision, status. */
export function indexRows(tokens: readonly Token[]): IndexRow[] {
  const rows: IndexRow[] = [];
  let inBody = false;
  let cells: { token: Token; index: number }[] = [];
  tokens.forEach((token, index) => {
    if (token.type === 'tbody_open') inBody = true;
    if (token.type === 'tbody_close') inBody = false;
    if (!inBody) return;
    if (token.type === 'tr_open') cells = [];
    if (token.type === 'inline') cells.push({ token, index });
    const [adr, title, status] = cells;
    if (token.type === 'tr_close' && adr && title && status) {
      rows.push({
        line: lineOf(tokens, adr.index),
        link: linkIn(adr.token),
        title: plainText(title.token),
        status: plainText(status.token),
      });
    }
  });
  return rows;
}
