/** A page heading the tab showed: its text and the first frame it could be painted in, on the browser's clock. */
export interface HeadingSeen {
  readonly text: string;
  /** The animation frame after the heading entered the document. */
  readonly frameAt: number;
  /** The document's first contentful paint, once known: nothing is painted before it. */
  readonly paintAt: number | null;
}

export const headingsKey = '__bench:headings';

/**
 * A probe for every document (in-page.ts): notes each new
 * text of `main h1` with the animation frame after it appeared, in `sessionStorage`, so a
 * heading of the next document and one a client-side navigation renders read alike.
 */
export function recordHeadings(key: string): void {
  const seen: HeadingSeen[] = [];
  const earlier = (): unknown[] => {
    try {
      const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      return Array.isArray(value) ? value : [];
    } catch {
      return [];
    }
  };
  const before = earlier();
  let paintAt: number | null = null;
  const save = () => sessionStorage.setItem(key, JSON.stringify([...before, ...seen.map((heading) => ({ ...heading, paintAt }))]));
  let last = '';
  const observer = new MutationObserver(() => {
    const text = document.querySelector('main h1')?.textContent?.trim() ?? '';
    if (text === '' || text === last) return;
    last = text;
    requestAnimationFrame(() => {
      seen.push({ text, frameAt: performance.timeOrigin + performance.now(), paintAt });
      save();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint === undefined) return;
    paintAt = performance.timeOrigin + paint.startTime;
    save();
  }).observe({ type: 'paint', buffered: true });
}

/**
 * ms from the tap to the first frame painting `heading`: the later of the frame after it
 * entered a document and that document's first contentful paint. Infinity when it never showed.
 */
export function landingAfter(headings: readonly HeadingSeen[], heading: string, tapAt: number): number {
  const shown = headings.find((seen) => seen.text === heading && seen.frameAt >= tapAt);
  if (shown === undefined) return Number.POSITIVE_INFINITY;
  return Math.max(shown.frameAt, shown.paintAt ?? Number.POSITIVE_INFINITY) - tapAt;
}
