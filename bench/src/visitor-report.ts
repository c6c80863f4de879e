import { controls } from './controls';
import type { Visit } from './phone-profile';
import { formatTable, formatValue } from './table';
import { ratio } from './visitor-budgets';
import type { PageVisits, TapFigure } from './visit-figures';
import { phases } from './visit-flow';

const answerColumns = ['menu', 'frame', 'dialog', 'effect', 'reload', 'landing'] as const;
const copyLabel = { site: 'site', 'script-free': 'JS off' } as const;

const visitOrder: readonly Visit[] = ['returning', 'granting', 'first'];
const order = (tap: TapFigure) => [visitOrder.indexOf(tap.visit), phases.indexOf(tap.phase), tap.copy === 'site' ? 0 : 1];
function byVisitPhaseCopy(a: TapFigure, b: TapFigure): number {
  const [x, y] = [order(a), order(b)];
  return x.reduce((result, value, index) => result || value - (y[index] ?? 0), 0);
}

/** Every tap, one row per page, visit, copy, phase and control; answers in ms from the tap to the first frame showing them. */
export function tapsTable(visits: ReadonlyMap<string, PageVisits>): string {
  const rows = [...visits].flatMap(([page, { taps }]) =>
    [...taps]
      .sort(byVisitPhaseCopy)
      .map((tap) => [
        page,
        tap.visit,
        copyLabel[tap.copy],
        tap.phase,
        controls[tap.control].label,
        formatValue(tap.afterPaint, 'ms'),
        formatValue(tap.duration, 'ms'),
        ...answerColumns.map((name) => (name in tap.answers ? formatValue(tap.answers[name] ?? Number.NaN, 'ms') : '')),
        String(tap.taps),
      ]),
  );
  return formatTable(['page', 'visit', 'copy', 'phase', 'tap on', 'at (FCP +)', 'Event Timing', ...answerColumns, 'taps'], rows);
}

/** The visitor who only reads for 12 s: long tasks after the first paint. */
export function readingTable(visits: ReadonlyMap<string, PageVisits>): string {
  const rows = [...visits].flatMap(([page, { reading }]) =>
    Object.entries(reading).map(([visit, figures]) => [
      page,
      visit,
      formatValue(figures.blocking, 'ms'),
      formatValue(figures.longest, 'ms'),
      String(figures.tasks),
    ]),
  );
  return formatTable(['page', 'visit', 'blocking', 'longest task', 'long tasks'], rows);
}

/** First and largest paint of a returning visitor's load against the same page with JavaScript off. */
export function paintsTable(visits: ReadonlyMap<string, PageVisits>): string {
  const rows = [...visits].map(([page, { paints }]) => {
    const site = paints.site ?? { fcp: Number.NaN, lcp: Number.NaN };
    const plain = paints['script-free'] ?? { fcp: Number.NaN, lcp: Number.NaN };
    return [
      page,
      formatValue(site.fcp, 'ms'),
      formatValue(plain.fcp, 'ms'),
      formatValue(ratio(site.fcp, plain.fcp), '×'),
      formatValue(site.lcp, 'ms'),
      formatValue(plain.lcp, 'ms'),
      formatValue(ratio(site.lcp, plain.lcp), '×'),
    ];
  });
  return formatTable(['page', 'FCP', 'JS off FCP', 'FCP ratio', 'LCP', 'JS off LCP', 'LCP ratio'], rows);
}
