/**
 * Whether a click makes this tab load another document: a web link, in this tab, that no
 * handler took over. The page is about to be replaced then, and starting the application
 * would only compete with the next page for the network and the main thread.
 */
export function navigatesAway(event: MouseEvent, location: Pick<Location, 'href'>): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || !['', '_self'].includes(anchor.target)) return false;
  // A link to a place on this page scrolls; it loads nothing. Nor does a mail or phone link.
  const samePlace = anchor.hash !== '' && anchor.href.split('#')[0] === location.href.split('#')[0];
  return anchor.protocol.startsWith('http') && !samePlace;
}
