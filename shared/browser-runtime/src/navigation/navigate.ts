import { emit } from '../events/bus';

/**
 * Client-side navigation for code that does not own the router: the shell (or a
 * remote's standalone page) listens for `navigate`, so remotes ship no router and
 * never share one module instance with the shell.
 */
export function navigate(to: string, options: { readonly replace?: boolean } = {}): void {
  emit('navigate', options.replace ? { to, replace: true } : { to });
}

/** What `leavesThePage` reads of a click, in React's events and the DOM's alike. */
export type LinkClick = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>;

/** A click on `anchor` the browser should handle itself: new tab or window, download, another frame. */
export function leavesThePage(event: LinkClick, anchor: HTMLAnchorElement): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    anchor.hasAttribute('download') ||
    (anchor.target !== '' && anchor.target !== '_self')
  );
}
