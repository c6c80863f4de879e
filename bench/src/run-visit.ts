import type { Browser, Page } from 'playwright-core';
import { answersOf, controls, decisionControls, locate, servicesPath } from './controls';
import { eventTimingKey, eventTimingThresholdMs, recordEventTiming, type InteractionEntry } from './event-timing';
import { headingsKey, recordHeadings, type HeadingSeen } from './heading-probe';
import { flushEvent, inPageScript, noticeBinding, pollPage, probeStorage, type Notices } from './in-page';
import { longTasksKey, readingFigures, recordLongTasks, type LongTask } from './long-tasks';
import { firstPaint, largestPaintKey, paintsOf, pointOf, type FirstPaint } from './paints';
import { phoneContext, phonePage } from './phone-profile';
import { tapRecords } from './tap-records';
import { reach, tap, type Point } from './touch';
import type { VisitSample } from './visit-figures';
import type { VisitFlow } from './visit-flow';
import type { TapsSeen } from './visit-answers';
import { recordVisit } from './visit-probe';

const readingMs = 12_000;
const afterPaintMs = 100;
const afterWakeMs = 100;
const answerTimeoutMs = 10_000;
const visitKey = '__bench:visit';

/** The probes of a visit: each costs the page a little, so only those its taps need. */
function probesOf(flow: VisitFlow): string[] {
  const taps = flow.taps.map((name) => ({ target: controls[name].target, answers: answersOf(name, flow.visit) }));
  return [
    inPageScript(recordVisit, { binding: noticeBinding, record: visitKey, largestPaint: largestPaintKey, taps }),
    inPageScript(recordEventTiming, { key: eventTimingKey, threshold: eventTimingThresholdMs, flush: flushEvent }),
    ...(flow.taps.includes('services-link') ? [inPageScript(recordHeadings, headingsKey)] : []),
    ...(flow.phase === 'after-start' ? [inPageScript(recordLongTasks, longTasksKey)] : []),
  ];
}

/** Sleeps until `ms` after the first paint on the page's clock, counted from the moment the paint's notice arrived. */
const sincePaint = (page: Page, paint: FirstPaint, arrivedAt: number, ms: number) =>
  page.waitForTimeout(Math.max(0, paint.fcp + ms - paint.now - (Date.now() - arrivedAt)));

const headingOf = (page: Page) => page.evaluate(() => document.querySelector('main h1')?.textContent?.trim() ?? '');

/** After a tap on a header link: until the next page's heading has been painted, in this document or the next. */
async function landed(page: Page, fromHeading: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === servicesPath, { waitUntil: 'commit', timeout: answerTimeoutMs });
  const painted = async () => {
    const [headings] = (await probeStorage(page, [headingsKey])) as [HeadingSeen[] | null];
    const last = headings?.at(-1);
    return last !== undefined && last.text !== fromHeading && last.paintAt !== null ? true : null;
  };
  await pollPage(page, painted, answerTimeoutMs);
}

/**
 * Taps the visit's controls one after the other, each as soon as the one before was
 * answered, at the place the probe reported then (or once brought into view).
 */
async function tapAll(page: Page, notices: Notices, flow: VisitFlow, first: Point | null): Promise<void> {
  let next = first;
  for (const [index, name] of flow.taps.entries()) {
    if (index === 0 && flow.phase === 'in-start') {
      await page.keyboard.press('Shift');
      await page.waitForTimeout(afterWakeMs);
    }
    const point = next ?? (await reach(page, locate(page, controls[name].target)).catch(() => null));
    if (point === null) {
      // The answer before never let the visitor get here: this tap and the rest of the visit count as never answered.
      console.log(`[bench]   ${controls[name].label} (${flow.phase}) never came into view; the visit's later taps are not made`);
      return;
    }
    const heading = name === 'services-link' ? await headingOf(page) : '';
    const reload = decisionControls.includes(name) ? page.waitForEvent('load', { timeout: answerTimeoutMs }).catch(() => undefined) : null;
    await tap(page, point);
    const answered = await notices.next(`answered-${index}`, answerTimeoutMs).catch(() => ({}));
    next = pointOf(Reflect.get(answered, 'point'));
    if (name === 'services-link') await landed(page, heading);
    if (reload !== null) await reload;
  }
}

/** The long tasks of a visitor who only reads: 12 s from the first paint without any input. */
async function read(page: Page, paint: FirstPaint, arrivedAt: number) {
  await sincePaint(page, paint, arrivedAt, readingMs);
  const [tasks] = (await probeStorage(page, [longTasksKey])) as [LongTask[] | null];
  return readingFigures(tasks ?? [], paint.fcp, paint.fcp + readingMs);
}

const expectedAnswers = (flow: VisitFlow) => flow.taps.map((name) => answersOf(name, flow.visit).map((answer) => answer.name));

/**
 * A visit that broke off (the page never painted, a navigation failed): every tap of it
 * counts as never answered and a reading as endlessly blocked, so its budgets fail
 * rather than lose a sample unnoticed.
 */
const brokenVisit = (flow: VisitFlow): VisitSample => ({
  flow,
  taps: tapRecords(flow, expectedAnswers(flow), null, null, null, 0),
  paints: null,
  reading: flow.phase === 'after-start' ? { blocking: Number.POSITIVE_INFINITY, longest: Number.POSITIVE_INFINITY, tasks: 0 } : null,
});

/** One visit of `path` as `flow` describes it, in a fresh context of the browser. */
export async function runVisit(browser: Browser, origin: string, path: string, flow: VisitFlow): Promise<VisitSample> {
  return visit(browser, origin, path, flow).catch((error: unknown) => {
    console.log(`[bench]   the visit ${flow.copy} ${flow.visit} ${flow.phase} ${flow.taps.join(', ')} broke off: ${String(error)}`);
    return brokenVisit(flow);
  });
}

async function visit(browser: Browser, origin: string, path: string, flow: VisitFlow): Promise<VisitSample> {
  const context = await phoneContext(browser, origin, { visit: flow.visit, javaScript: flow.copy === 'site' });
  try {
    const { page, notices } = await phonePage(context, probesOf(flow));
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    const paint = await firstPaint(notices);
    const arrivedAt = Date.now();
    const reading = flow.phase === 'after-start' ? await read(page, paint, arrivedAt) : null;
    if (flow.phase === 'at-paint') await sincePaint(page, paint, arrivedAt, afterPaintMs);
    else await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const [firstTap] = flow.taps;
    // A key press neither scrolls nor moves anything: the first control's place, read before, is where it stays.
    const first =
      flow.phase === 'at-paint'
        ? paint.point
        : flow.phase === 'in-start' && firstTap !== undefined
          ? await reach(page, locate(page, controls[firstTap].target))
          : null;
    const paints = flow.phase === 'at-paint' ? null : await paintsOf(page, paint.fcp);
    await tapAll(page, notices, flow, first);
    // The last tap's Event Timing entries come once its frame has been presented.
    await page.waitForTimeout(200);
    const [seen, entries, headings] = (await probeStorage(page, [visitKey, eventTimingKey, headingsKey])) as [
      TapsSeen | null,
      InteractionEntry[] | null,
      HeadingSeen[] | null,
    ];
    return { flow, taps: tapRecords(flow, expectedAnswers(flow), seen, entries, headings, paint.timeOrigin + paint.fcp), paints, reading };
  } finally {
    await context.close();
  }
}
