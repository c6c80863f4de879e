import GithubSlugger from 'github-slugger';
import { plainText, type Token } from './markdown';

/** The anchors GitHub gives a document's headings: the slugger GitHub's renderer uses, repeats numbered. */
export function anchorsOf(tokens: readonly Token[]): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  tokens.forEach((token, index) => {
    const inline = tokens[index + 1];
    if (token.type === 'heading_open' && inline?.type === 'inline') anchors.add(slugger.slug(plainText(inline)));
  });
  return anchors;
}
