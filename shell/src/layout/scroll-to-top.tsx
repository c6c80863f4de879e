import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every client-side navigation starts at the top of the new page, and keyboard and screen-reader
 * users land on the new content instead of the link they used. Anchors (#datenschutz)
 * are scrolled to by the page frame once the remote content exists.
 */
export function ScrollToTop({ mainId }: { readonly mainId: string }) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first page is the browser's: a visitor may have scrolled the prerendered HTML already.
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
  return null;
}
