import { useEffect, useState } from 'react';

/** True once the page is scrolled further than `threshold` px (read only in effects, so prerendering stays pure). */
export function useScrolledPast(threshold: number, enabled: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, enabled]);
  return scrolled;
}
