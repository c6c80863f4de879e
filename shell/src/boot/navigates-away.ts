/**
 * Whether a click makes this tab load another document: a web link, in this tab, that no
 * handler took over. The page is about to be replaced then, and starting the application
 * would only compete with the next page for the network and the main thread.
 */
export function navigatesAway(event: MouseEvent, location: Pick<Location, 'href'>): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return false;
  if (anchor.target !== '' && anchor.target !== '_self') return false;
  const to = new URL(anchor.href, location.href);
  const here = new URL(location.href);
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false;
  // A link to a place on this page scrolls; it loads nothing.
  return !(to.origin === here.origin && to.pathname === here.pathname && to.search === here.search && to.hash !== '');
}
