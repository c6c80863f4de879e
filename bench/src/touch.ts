import type { Locator, Page } from 'playwright-core';

export interface Point {
  readonly x: number;
  readonly y: number;
}

const reachTimeoutMs = 30_000;

/** Whether all of the element is visible inside the viewport and in front at its centre, where the finger goes. */
const inView = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    const whole = box.width > 0 && box.height > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    const front = whole ? document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) : null;
    return front !== null && element.contains(front);
  });

/**
 * Brings a control in front of the visitor's finger as they would: a control further
 * down is scrolled to, and a header that slides in only once the page scrolls (the
 * home page's) gets a turn of the wheel. Both are interactions that start the
 * application on a page that waits. Returns the control's centre.
 */
export async function reach(page: Page, target: Locator): Promise<Point> {
  await target.waitFor({ state: 'attached', timeout: reachTimeoutMs });
  if (!(await inView(target))) {
    await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    if (!(await inView(target))) await page.mouse.wheel(0, 120);
    const deadline = Date.now() + reachTimeoutMs;
    while (!(await inView(target))) {
      if (Date.now() > deadline) throw new Error(`${target.toString()} did not come into view`);
      await page.waitForTimeout(50);
    }
  }
  const box = await target.boundingBox();
  if (box === null) throw new Error(`${target.toString()} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A tap of a finger: a touch start and end through DevTools' input domain, as the touch screen sends them. */
export const tap = (page: Page, point: Point): Promise<void> => page.touchscreen.tap(point.x, point.y);
