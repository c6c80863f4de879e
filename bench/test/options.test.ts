import { parseOptions, UsageError } from '../src/options';

describe('parseOptions', () => {
  it('runs everything with 3 Lighthouse runs by default', () => {
    expect(parseOptions([])).toEqual({ sizesOnly: false, check: false, buildTimes: true, lighthouse: true, lighthouseRuns: 3 });
  });

  it('skips the build times with --sizes-only and with --no-build-times', () => {
    expect(parseOptions(['--sizes-only']).buildTimes).toBe(false);
    expect(parseOptions(['--no-build-times', '--check'])).toEqual({
      sizesOnly: false,
      check: true,
      buildTimes: false,
      lighthouse: true,
      lighthouseRuns: 3,
    });
  });

  it('skips Lighthouse with --sizes-only and with --no-lighthouse', () => {
    expect(parseOptions(['--sizes-only']).lighthouse).toBe(false);
    expect(parseOptions(['--no-lighthouse', '--no-build-times'])).toEqual({
      sizesOnly: false,
      check: false,
      buildTimes: false,
      lighthouse: false,
      lighthouseRuns: 3,
    });
  });

  it('takes the Lighthouse runs from --runs', () => {
    expect(parseOptions(['--runs', '1', '--check']).lighthouseRuns).toBe(1);
  });

  it.each([[['--runs']], [['--runs', '0']], [['--runs', '2.5']], [['--runs', '--check']]])('refuses %p', (argv) => {
    expect(() => parseOptions(argv)).toThrow('--runs needs a positive whole number');
  });

  it('refuses an unknown option', () => {
    expect(() => parseOptions(['--no-build-time'])).toThrow(UsageError);
    expect(() => parseOptions(['--no-build-time'])).toThrow('unknown option "--no-build-time"');
  });
});
