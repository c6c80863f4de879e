import type { MouseEvent } from 'react';
import { emit } from '../events/bus';

/**
 * Client-side navigation for code that does not own the router: the shell (or a
 * remote's standalone page) listens for `navigate`, so remotes ship no router and
 * never share one module instance with the shell.
 */
export function navigate(to: string, options: { readonly replace?: boolean } = {}): void {
  emit('navigate', options.replace ? { to, replace: true } : { to });
}

/** A click the browser should handle itself: new tab or window, download, another frame. */
export function leavesThePage(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
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
