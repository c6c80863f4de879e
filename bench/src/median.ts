/** The median of the samples (mean of the middle two for an even count). */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('median of no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/** Median and range of the samples: the median is the figure, the range shows how noisy it was. */
export const spreadOf = (samples: readonly number[]): Spread => ({
  median: median(samples),
  min: Math.min(...samples),
  max: Math.max(...samples),
});
