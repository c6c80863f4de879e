import type { Page } from 'playwright-core';
import { probeStorage, type Notices } from './in-page';
import type { Point } from './touch';

/** ms from navigation start to the first and the largest contentful paint of a load. */
export interface Paints {
  readonly fcp: number;
  readonly lcp: number;
}

/** The first contentful paint as the visit's probe reports it at once (visit-probe.ts). */
export interface FirstPaint {
  readonly fcp: number;
  /** The page's clock when the probe noticed the paint. */
  readonly now: number;
  /** The document's time origin on the browser's clock, so times of later documents compare. */
  readonly timeOrigin: number;
  /** The centre of the visit's first control if the visitor sees it now; null if it must be brought into view first. */
  readonly point: Point | null;
}

export const largestPaintKey = '__bench:largest-paint';

/** A point a probe reported, or null. */
export const pointOf = (value: unknown): Point | null => {
  const x: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, 'x') : undefined;
  const y: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, 'y') : undefined;
  return typeof x === 'number' && typeof y === 'number' ? { x, y } : null;
};

/** The first contentful paint of the tab's first document, as its probe reported it. */
export async function firstPaint(notices: Notices): Promise<FirstPaint> {
  const { fcp, now, timeOrigin, point } = await notices.next('paint', 60_000);
  if (typeof fcp !== 'number' || typeof now !== 'number' || typeof timeOrigin !== 'number')
    throw new Error('the paint notice has no times');
  return { fcp, now, timeOrigin, point: pointOf(point) };
}

/** The paints so far; the largest is final only once the visitor has acted or the page has settled. */
export async function paintsOf(page: Page, fcp: number): Promise<Paints> {
  const [lcp] = await probeStorage(page, [largestPaintKey]);
  return { fcp, lcp: typeof lcp === 'number' ? lcp : fcp };
}
