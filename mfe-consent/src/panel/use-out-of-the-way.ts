import { useEffect, useState } from 'react';

/**
 * True while a floating control should step aside: while the visitor scrolls down
 * (reading on) and while the page's footer, which offers the same control, is in
 * view, so it never rests on text nobody can scroll out from under it. Scrolling up
 * brings it back.
 */
export function useOutOfTheWay(): boolean {
  const [scrollingDown, setScrollingDown] = useState(false);
  const [footerInView, setFooterInView] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - lastY) < 8) return;
      setScrollingDown(y > lastY);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const footer = document.querySelector('footer');
    // Without IntersectionObserver (old browsers, jsdom) it only steps aside while scrolling.
    const observer = footer && 'IntersectionObserver' in window ? new IntersectionObserver(([entry]) => setFooterInView(entry?.isIntersecting ?? false)) : null;
    if (footer) observer?.observe(footer);
    return () => {
      window.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, []);
  return scrollingDown || footerInView;
}
