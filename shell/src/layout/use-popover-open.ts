import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether a `popover` element is open, kept in step with the browser, which opens and
 * closes it itself (its `popovertarget` button, Escape, a tap outside) with or
 * without script. It may already be open when React hydrates the page.
 */
export function usePopoverOpen(popover: RefObject<HTMLElement | null>): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = popover.current;
    if (!element) return undefined;
    const sync = () => setOpen(element.matches(':popover-open'));
    sync();
    element.addEventListener('toggle', sync);
    return () => element.removeEventListener('toggle', sync);
  }, [popover]);
  return open;
}

/** Closes the popover when `key` changes (not on the first render: it may have been opened before hydration). */
export function useClosePopoverOn(popover: RefObject<HTMLElement | null>, key: string): void {
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    const element = popover.current;
    if (element?.matches(':popover-open')) element.hidePopover();
  }, [popover, key]);
}
