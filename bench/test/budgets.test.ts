import { firstLoadJsCheck, lcpRatio, lighthouseChecks, navigationCheck, passes, type LighthouseFigures } from '../src/budgets';

const good: LighthouseFigures = {
  performance: 98,
  fcp: 900,
  lcp: 1100,
  tbt: 40,
  cls: 0,
  si: 1000,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  scriptEvaluation: 400,
  scripts: 6,
  scriptBytes: 120_000,
  benchmarkIndex: 1600,
};
const plain: LighthouseFigures = { ...good, lcp: 1000, tbt: 0 };

describe('budget checks', () => {
  it('passes a page within every budget, the LCP ratio at its limit included', () => {
    expect(lighthouseChecks('/', good, plain).every(passes)).toBe(true);
  });

  it('fails each figure that misses its budget', () => {
    const slow = { ...good, performance: 97, tbt: 51, cls: 0.001, lcp: 1200, seo: 92 };
    const failed = lighthouseChecks('/', slow, plain)
      .filter((check) => !passes(check))
      .map((check) => check.figure);
    expect(failed).toEqual(['performance', 'TBT', 'CLS', 'LCP site/static', 'SEO']);
  });

  it('measures the LCP ratio against the static copy', () => {
    expect(lcpRatio(good, plain)).toBeCloseTo(1.1);
    expect(lcpRatio(good, { ...plain, lcp: 0 })).toBe(Number.POSITIVE_INFINITY);
  });

  it('checks first-load JavaScript in KB of 1024 bytes against 150 KB', () => {
    expect(passes(firstLoadJsCheck('/', 150 * 1024))).toBe(true);
    expect(passes(firstLoadJsCheck('/', 150 * 1024 + 1))).toBe(false);
  });

  it('allows 300 ms to a page whose remote must still be loaded', () => {
    expect(navigationCheck('/', '/references/kiekje', false, 300)).toMatchObject({
      page: '/ → /references/kiekje',
      unit: 'ms',
      limit: 300,
      kind: 'max',
    });
    expect(passes(navigationCheck('/', '/references/kiekje', false, 300))).toBe(true);
    expect(passes(navigationCheck('/', '/references/kiekje', false, 301))).toBe(false);
  });

  it('allows 50 ms to a page whose remote already runs', () => {
    expect(passes(navigationCheck('/', '/about', true, 50))).toBe(true);
    expect(passes(navigationCheck('/', '/about', true, 51))).toBe(false);
  });
});
