import { useEffect, useRef, type RefObject } from 'react';

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
