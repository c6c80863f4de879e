import { useEffect, useState, type RefObject } from 'react';

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
