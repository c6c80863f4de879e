import { eachDayOfInterval, parseISO } from 'date-fns';
import type { CallRecord } from '../../../calls';
import { dayKey, type DayRange } from './date-range';
import { endReasonLabel } from './end-reasons';

export interface Kpis {
  readonly calls: number;
  readonly totalSeconds: number;
  readonly averageSeconds: number;
  readonly costUsd: number;
  /** Successful share of the calls Vapi evaluated as pass/fail; `null` when none was. */
  readonly successRate: number | null;
  readonly evaluated: number;
}

export function kpis(calls: readonly CallRecord[]): Kpis {
  const totalSeconds = calls.reduce((sum, call) => sum + call.durationSeconds, 0);
  const evaluated = calls.filter((call) => call.success !== null);
  return {
    calls: calls.length,
    totalSeconds,
    averageSeconds: calls.length === 0 ? 0 : totalSeconds / calls.length,
    costUsd: calls.reduce((sum, call) => sum + call.costUsd, 0),
    successRate: evaluated.length === 0 ? null : evaluated.filter((call) => call.success).length / evaluated.length,
    evaluated: evaluated.length,
  };
}

export interface DayPoint {
  readonly day: string;
  readonly calls: number;
  readonly costUsd: number;
}

/** One point per day of the range, days without calls included, so gaps show as zero. */
export function perDay(calls: readonly CallRecord[], range: DayRange): DayPoint[] {
  const days = new Map(
    eachDayOfInterval({ start: parseISO(range.from), end: parseISO(range.to) }).map((day) => [dayKey(day), { calls: 0, costUsd: 0 }]),
  );
  for (const call of calls) {
    const point = days.get(dayKey(new Date(call.startedAt)));
    if (point) {
      point.calls += 1;
      point.costUsd += call.costUsd;
    }
  }
  return [...days].map(([day, point]) => ({ day, calls: point.calls, costUsd: point.costUsd }));
}

const durationBuckets = [
  { label: 'unter 30 Sek.', upTo: 30 },
  { label: '30–60 Sek.', upTo: 60 },
  { label: '1–2 Min.', upTo: 120 },
  { label: '2–5 Min.', upTo: 300 },
  { label: '5–10 Min.', upTo: 600 },
  { label: 'über 10 Min.', upTo: Number.POSITIVE_INFINITY },
] as const;

export function durationDistribution(calls: readonly CallRecord[]): { label: string; calls: number }[] {
  const counts = durationBuckets.map((bucket) => ({ label: bucket.label, calls: 0 }));
  for (const call of calls) {
    const index = durationBuckets.findIndex((bucket) => call.durationSeconds < bucket.upTo);
    const bucket = counts[index];
    if (bucket) bucket.calls += 1;
  }
  return counts;
}

/** End reasons, most frequent first, under their German names. */
export function endReasons(calls: readonly CallRecord[]): { label: string; calls: number }[] {
  const counts = new Map<string, number>();
  for (const call of calls) {
    const label = endReasonLabel(call.endedReason);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts]
    .map(([label, count]) => ({ label, calls: count }))
    .sort((a, b) => b.calls - a.calls || a.label.localeCompare(b.label, 'de'));
}
