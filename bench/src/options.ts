export interface BenchOptions {
  /** Bundle sizes only: no build times, no navigation timing, no Lighthouse. */
  readonly sizesOnly: boolean;
  /** Exit non-zero when a figure misses its budget. */
  readonly check: boolean;
  /** Time each app's production build (the slowest part of a full run). */
  readonly buildTimes: boolean;
  /** Lighthouse against the static copy (the longest part of a full run). */
  readonly lighthouse: boolean;
  readonly lighthouseRuns: number;
}

const usage = 'usage: npm run bench -- [--sizes-only] [--no-build-times] [--no-lighthouse] [--runs <n>] [--check]';

/** A wrong command line: reported by its message alone, without a stack. */
export class UsageError extends Error {}

const flags = new Set(['--sizes-only', '--check', '--no-build-times', '--no-lighthouse']);

/** The bench's command line; an unknown option is refused, so a typo cannot silently change what is measured. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  let lighthouseRuns = 3;
  const given = new Set<string>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--runs') {
      const value = argv[index + 1] ?? '';
      if (!/^[1-9]\d*$/.test(value)) throw new UsageError(`--runs needs a positive whole number, got "${value}"\n${usage}`);
      lighthouseRuns = Number(value);
      index += 1;
    } else if (flags.has(arg)) {
      given.add(arg);
    } else {
      throw new UsageError(`unknown option "${arg}"\n${usage}`);
    }
  }
  const sizesOnly = given.has('--sizes-only');
  return {
    sizesOnly,
    check: given.has('--check'),
    buildTimes: !sizesOnly && !given.has('--no-build-times'),
    lighthouse: !sizesOnly && !given.has('--no-lighthouse'),
    lighthouseRuns,
  };
}
