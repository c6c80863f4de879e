import type { ControlName } from './controls';
import type { ReadingFigures } from './long-tasks';
import { median } from './median';
import type { Paints } from './paints';
import type { Visit } from './phone-profile';
import type { TapRecord } from './tap-records';
import type { Copy, Phase, VisitFlow } from './visit-flow';

/** A control tapped in one phase of one kind of visit: the medians over its taps in every run. */
export interface TapFigure {
  readonly copy: Copy;
  readonly visit: Visit;
  readonly phase: Phase;
  readonly control: ControlName;
  readonly taps: number;
  readonly afterPaint: number;
  readonly duration: number;
  readonly answers: Readonly<Record<string, number>>;
}

/** What one visit measured (run-visit.ts). */
export interface VisitSample {
  readonly flow: VisitFlow;
  readonly taps: readonly TapRecord[];
  /** The load's paints before the first tap; null where the tap came before the largest paint was final. */
  readonly paints: Paints | null;
  /** For a visitor who read before tapping: the long tasks from the first paint to the end of the reading. */
  readonly reading: ReadingFigures | null;
}

/** A bench page's visitor figures, each the median over the runs. */
export interface PageVisits {
  readonly taps: readonly TapFigure[];
  /** The visitor who only read for 12 s, by kind of visit. */
  readonly reading: Partial<Record<Visit, ReadingFigures>>;
  /** First and largest paint of a returning visitor's load, untouched until the network was idle. */
  readonly paints: Partial<Record<Copy, Paints>>;
}

const medianOf = <T>(items: readonly T[], value: (item: T) => number) => median(items.map(value));

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

function tapFigure(taps: readonly TapRecord[]): TapFigure {
  const [first] = taps;
  if (first === undefined) throw new Error('a tap figure of no taps');
  const names = [...new Set(taps.flatMap((tap) => Object.keys(tap.answers)))];
  return {
    copy: first.copy,
    visit: first.visit,
    phase: first.phase,
    control: first.control,
    taps: taps.length,
    afterPaint: medianOf(taps, (tap) => tap.afterPaint),
    duration: medianOf(taps, (tap) => tap.duration),
    // An answer a tap never showed is infinitely late, so it can only raise the median.
    answers: Object.fromEntries(names.map((name) => [name, medianOf(taps, (tap) => tap.answers[name] ?? Number.POSITIVE_INFINITY)])),
  };
}

const medianReading = (readings: readonly ReadingFigures[]): ReadingFigures => ({
  blocking: medianOf(readings, (reading) => reading.blocking),
  longest: medianOf(readings, (reading) => reading.longest),
  tasks: medianOf(readings, (reading) => reading.tasks),
});

/** A page's figures from all its visits in all runs: every figure the median of its own samples. */
export function pageVisits(samples: readonly VisitSample[]): PageVisits {
  const taps = groupBy(
    samples.flatMap((sample) => sample.taps),
    (tap) => [tap.copy, tap.visit, tap.phase, tap.control].join(' '),
  ).map(tapFigure);
  const reading: Partial<Record<Visit, ReadingFigures>> = {};
  for (const group of groupBy(
    samples.filter((sample) => sample.reading !== null),
    (sample) => sample.flow.visit,
  )) {
    const visit = group[0]?.flow.visit;
    if (visit !== undefined) reading[visit] = medianReading(group.flatMap((sample) => (sample.reading === null ? [] : [sample.reading])));
  }
  const paints: Partial<Record<Copy, Paints>> = {};
  const settled = samples.filter((sample) => sample.flow.phase === 'at-idle' && sample.flow.visit === 'returning');
  for (const group of groupBy(settled, (sample) => sample.flow.copy)) {
    const copy = group[0]?.flow.copy;
    const measured = group.flatMap((sample) => (sample.paints === null ? [] : [sample.paints]));
    if (copy !== undefined && measured.length > 0)
      paints[copy] = { fcp: medianOf(measured, (figures) => figures.fcp), lcp: medianOf(measured, (figures) => figures.lcp) };
  }
  return { taps, reading, paints };
}
