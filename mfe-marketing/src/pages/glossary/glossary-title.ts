import { formatDocumentTitle, seoLimits } from '@isarlicht/site-content/site-config';

/**
 * A term's page title in the longest form search results show uncut: "<term> – Glossar",
 * else the term alone, else its short form without the explanation in parentheses.
 */
export function glossaryTitle(term: string): string {
  const short = term.replace(/\s*\(.*\)$/, '');
  const candidates = [`${term} – Glossar`, term, `${short} – Glossar`];
  return candidates.find((title) => formatDocumentTitle(title).length <= seoLimits.title) ?? short;
}
