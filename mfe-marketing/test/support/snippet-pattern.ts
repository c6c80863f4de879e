/** How a search-result text opens and closes once the page's own names are set aside. */
export interface SnippetPattern {
  readonly opening: string;
  readonly closing: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first and last three words of `text`, lower-cased, with every name in `names`
 * replaced by one placeholder, so „Scrum erklärt: das …“ and „Kanban erklärt: das …“
 * both open with „# erklärt das“. Two texts with one pattern follow a template rather
 * than their page's facts.
 */
export function snippetPattern(text: string, names: readonly string[]): SnippetPattern {
  const longestFirst = [...names].filter(Boolean).sort((a, b) => b.length - a.length);
  const withoutNames = longestFirst.reduce((current, name) => current.replace(new RegExp(escape(name), 'gi'), '#'), text);
  const words = withoutNames
    .toLowerCase()
    .split(/[^\p{L}\p{N}#]+/u)
    .filter(Boolean);
  return { opening: words.slice(0, 3).join(' '), closing: words.slice(-3).join(' ') };
}
