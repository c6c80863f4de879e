import { pinnedReferences } from '@isarlicht/contracts/routes/ids';

const collator = new Intl.Collator('de');

/**
 * The showcase order as a rule: pinned references first, in their fixed order; then
 * public before confidential ones, each group alphabetical by title in German
 * collation. The content lists the references in this order and the pages show them
 * as listed (a German collator costs a phone 40–50 ms to create); the content test
 * holds the list to this rule.
 */
export function orderReferences<T extends { readonly slug: string; readonly title: string; readonly confidential?: boolean }>(
  list: readonly T[],
): T[] {
  const pinRank = (entry: T) => (pinnedReferences as readonly string[]).indexOf(entry.slug);
  return [...list].sort((a, b) => {
    const [rankA, rankB] = [pinRank(a), pinRank(b)];
    if (rankA !== -1 || rankB !== -1) {
      if (rankA === -1) return 1;
      if (rankB === -1) return -1;
      return rankA - rankB;
    }
    if (Boolean(a.confidential) !== Boolean(b.confidential)) return a.confidential ? 1 : -1;
    return collator.compare(a.title, b.title);
  });
}
