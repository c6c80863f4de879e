import { budgets, type Check } from './budgets';
import { controlNames, controls, type ControlName } from './controls';
import type { Visit } from './phone-profile';
import type { PageVisits, TapFigure } from './visit-figures';
import type { Copy, Phase } from './visit-flow';

/**
 * The controls whose every tap must paint within the budget: the page's own and the
 * first-visit panel's buttons. Not a dialog's „Schließen", which the bench taps only to
 * go on, nor the link to another page, whose answer is that page (its own budget).
 */
export const paintedControls: readonly ControlName[] = controlNames.filter((name) => name !== 'close' && name !== 'services-link');
const dialogControls: readonly ControlName[] = ['assistant', 'booking'];
const beforeTheStart: readonly Phase[] = ['at-paint', 'at-idle'];

/** site / script-free; a script-free figure of 0 or one that never showed makes no ratio, so it cannot pass. */
export function ratio(site: number, scriptFree: number): number {
  if (!Number.isFinite(site) || !Number.isFinite(scriptFree) || scriptFree <= 0) return Number.POSITIVE_INFINITY;
  return site / scriptFree;
}

/** The item with the largest value; undefined for none. */
function worst<T>(items: readonly T[], value: (item: T) => number): { readonly item: T; readonly value: number } | undefined {
  let found: { item: T; value: number } | undefined;
  for (const item of items) if (found === undefined || value(item) > found.value) found = { item, value: value(item) };
  return found;
}

const answerOf = (figure: TapFigure, name: string) => figure.answers[name] ?? Number.POSITIVE_INFINITY;
const ms = (page: string, figure: string, value: number, limit: number): Check => ({ page, figure, value, unit: 'ms', limit, kind: 'max' });
const times = (page: string, figure: string, value: number, limit: number): Check => ({
  page,
  figure,
  value,
  unit: '×',
  limit,
  kind: 'max',
});

const find = (taps: readonly TapFigure[], copy: Copy, visit: Visit, phase: Phase, control: ControlName) =>
  taps.find((tap) => tap.copy === copy && tap.visit === visit && tap.phase === phase && tap.control === control);

/** Every tap on a control paints within 100 ms in every phase: per control, its worst phase. */
export function tapPaintChecks(page: string, taps: readonly TapFigure[]): Check[] {
  return paintedControls.flatMap((control) => {
    const found = worst(
      taps.filter((tap) => tap.copy === 'site' && tap.control === control),
      (tap) => tap.duration,
    );
    if (found === undefined) return [];
    return [ms(page, `tap → next paint: ${controls[control].label} (worst: ${found.item.phase})`, found.value, budgets.tapPaintMs)];
  });
}

/**
 * The assistant's and the booking dialog's frame within 100 ms and the whole dialog
 * within 1 s of a tap before the start, for every kind of visit: the worst is the
 * visitor who allowed the third party, whose dialog waits for the consent layer to
 * start the widget; a refused one's dialog is whole at the tap (docs/decisions/075).
 */
export function dialogChecks(page: string, taps: readonly TapFigure[]): Check[] {
  return dialogControls.flatMap((control) => {
    const early = taps.filter((tap) => tap.copy === 'site' && tap.control === control && beforeTheStart.includes(tap.phase));
    const frame = worst(early, (tap) => answerOf(tap, 'frame'));
    const dialog = worst(early, (tap) => answerOf(tap, 'dialog'));
    if (frame === undefined || dialog === undefined) return [];
    const label = controls[control].label;
    return [
      ms(page, `${label}: dialog frame and text (worst: ${frame.item.visit}, ${frame.item.phase})`, frame.value, budgets.dialogFrameMs),
      ms(page, `${label}: whole dialog (worst: ${dialog.item.visit}, ${dialog.item.phase})`, dialog.value, budgets.dialogMs),
    ];
  });
}

/** A first visitor's decision takes effect within 300 ms, whichever button and phase. */
export function decisionCheck(page: string, taps: readonly TapFigure[]): Check[] {
  const found = worst(
    taps.filter((tap) => tap.copy === 'site' && tap.visit === 'first' && 'effect' in tap.answers),
    (tap) => answerOf(tap, 'effect'),
  );
  if (found === undefined) return [];
  return [
    ms(
      page,
      `consent decision takes effect (worst: ${controls[found.item.control].label}, ${found.item.phase})`,
      found.value,
      budgets.decisionMs,
    ),
  ];
}

/** The menu against the same popover with JavaScript off, tapped at the paint and once the network is idle: the worse ratio. */
export function menuRatioCheck(page: string, taps: readonly TapFigure[]): Check[] {
  const ratios = beforeTheStart.flatMap((phase) => {
    const site = find(taps, 'site', 'returning', phase, 'menu');
    const plain = find(taps, 'script-free', 'returning', phase, 'menu');
    return site === undefined || plain === undefined ? [] : [{ phase, value: ratio(answerOf(site, 'menu'), answerOf(plain, 'menu')) }];
  });
  const found = worst(ratios, (item) => item.value);
  if (found === undefined) return [];
  return [times(page, `menu open, site/JavaScript off (worst: ${found.item.phase})`, found.value, budgets.menuRatio)];
}

/** A header link tapped at once to the next page's painted heading, against the same tap with JavaScript off. */
export function landingRatioCheck(page: string, taps: readonly TapFigure[]): Check[] {
  const site = find(taps, 'site', 'returning', 'at-paint', 'services-link');
  const plain = find(taps, 'script-free', 'returning', 'at-paint', 'services-link');
  if (site === undefined || plain === undefined) return [];
  return [
    times(
      page,
      `${controls['services-link'].label} → heading, site/JavaScript off`,
      ratio(answerOf(site, 'landing'), answerOf(plain, 'landing')),
      budgets.landingRatio,
    ),
  ];
}

/** A visitor who only reads for 12 s: the worse of the returning and the first visit. */
export function readingCheck(page: string, visits: PageVisits): Check[] {
  const found = worst(Object.entries(visits.reading), ([, figures]) => figures.blocking);
  if (found === undefined) return [];
  return [ms(page, `reading 12 s: blocking after FCP (worst: ${found.item[0]} visit)`, found.value, budgets.readingBlockingMs)];
}

/** The paints of a returning visitor's load against the same page with JavaScript off, which the start's downloads must not delay. */
export function paintChecks(page: string, visits: PageVisits): Check[] {
  const { site, 'script-free': plain } = visits.paints;
  if (site === undefined || plain === undefined) return [];
  return [
    times(page, 'FCP site/JavaScript off (phone)', ratio(site.fcp, plain.fcp), budgets.lcpRatio),
    times(page, 'LCP site/JavaScript off (phone)', ratio(site.lcp, plain.lcp), budgets.lcpRatio),
  ];
}

/** Every budget measured from the visitor's side on one page. */
export const visitorChecks = (page: string, visits: PageVisits): Check[] => [
  ...tapPaintChecks(page, visits.taps),
  ...dialogChecks(page, visits.taps),
  ...decisionCheck(page, visits.taps),
  ...menuRatioCheck(page, visits.taps),
  ...landingRatioCheck(page, visits.taps),
  ...readingCheck(page, visits),
  ...paintChecks(page, visits),
];
