/**
 * Stops the downloads the page started ahead for itself, as it is being replaced (a
 * link that loads the next page, a consent decision's reload). A prefetch outlives its
 * page: left in place, it takes the bandwidth the next page needs for its document and
 * its styles on a slow phone. Removing its link cancels it (docs/decisions/072).
 */
export function cancelPrefetches(doc: Document): void {
  for (const link of doc.querySelectorAll('link[rel="prefetch"]')) link.remove();
}
