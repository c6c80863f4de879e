import { passes, type Check } from '../src/budgets';
import type { PageVisits, TapFigure } from '../src/visit-figures';
import {
  decisionCheck,
  dialogChecks,
  landingRatioCheck,
  menuRatioCheck,
  paintChecks,
  ratio,
  readingCheck,
  tapPaintChecks,
  visitorChecks,
} from '../src/visitor-budgets';

const tap = (figure: Partial<TapFigure> & Pick<TapFigure, 'control' | 'phase'>): TapFigure => ({
  copy: 'site',
  visit: 'returning',
  taps: 3,
  afterPaint: 100,
  duration: 40,
  answers: {},
  ...figure,
});
const failed = (checks: readonly Check[]) => checks.filter((check) => !passes(check)).map((check) => check.figure);

describe('ratio', () => {
  it('divides the site by the script-free copy', () => {
    expect(ratio(240, 200)).toBeCloseTo(1.2);
  });

  it('cannot pass without a figure on either side', () => {
    expect(ratio(Infinity, 200)).toBe(Infinity);
    expect(ratio(240, Infinity)).toBe(Infinity);
    expect(ratio(240, 0)).toBe(Infinity);
  });
});

describe('tapPaintChecks', () => {
  it("checks each control's worst phase against 100 ms and names the phase", () => {
    const checks = tapPaintChecks('/', [
      tap({ control: 'menu', phase: 'at-paint', duration: 100 }),
      tap({ control: 'menu', phase: 'in-start', duration: 136 }),
      tap({ control: 'booking', phase: 'at-idle', duration: 56 }),
      tap({ control: 'services-link', phase: 'at-paint', duration: 400 }),
      tap({ control: 'menu', phase: 'at-paint', copy: 'script-free', duration: 300 }),
    ]);
    expect(checks.map((check) => [check.figure, check.value])).toEqual([
      ['tap → next paint: Menü öffnen (worst: in-start)', 136],
      ['tap → next paint: Erstgespräch buchen (worst: at-idle)', 56],
    ]);
    expect(failed(checks)).toEqual(['tap → next paint: Menü öffnen (worst: in-start)']);
  });
});

describe('dialogChecks', () => {
  it('wants the frame within 100 ms and the whole dialog within 1 s of a tap before the start, whichever visit is the worst', () => {
    const checks = dialogChecks('/contact', [
      tap({ control: 'booking', phase: 'at-paint', answers: { frame: 100, dialog: 100 } }),
      tap({ control: 'booking', phase: 'at-idle', answers: { frame: 90, dialog: 90 } }),
      tap({ control: 'booking', visit: 'granting', phase: 'at-paint', answers: { frame: 80, dialog: 1000 } }),
      tap({ control: 'booking', phase: 'after-start', answers: { frame: 3000, dialog: 3000 } }),
      tap({ control: 'assistant', phase: 'at-idle', answers: { frame: 101, dialog: 101 } }),
      tap({ control: 'assistant', visit: 'granting', phase: 'at-idle', answers: { frame: 60, dialog: Infinity } }),
    ]);
    expect(checks.map((check) => [check.figure, check.value, check.limit])).toEqual([
      ['KI-Assistent (menu): dialog frame and text (worst: returning, at-idle)', 101, 100],
      ['KI-Assistent (menu): whole dialog (worst: granting, at-idle)', Infinity, 1000],
      ['Erstgespräch buchen: dialog frame and text (worst: returning, at-paint)', 100, 100],
      ['Erstgespräch buchen: whole dialog (worst: granting, at-paint)', 1000, 1000],
    ]);
    expect(failed(checks)).toEqual([
      'KI-Assistent (menu): dialog frame and text (worst: returning, at-idle)',
      'KI-Assistent (menu): whole dialog (worst: granting, at-idle)',
    ]);
  });
});

describe('decisionCheck', () => {
  it('checks the slowest first-visit decision against 300 ms', () => {
    const first = { visit: 'first' as const };
    const within = decisionCheck('/', [tap({ ...first, control: 'accept-all', phase: 'at-paint', answers: { effect: 300, reload: 600 } })]);
    expect(failed(within)).toEqual([]);
    const late = decisionCheck('/', [
      tap({ ...first, control: 'accept-all', phase: 'at-paint', answers: { effect: 120, reload: 420 } }),
      tap({ ...first, control: 'essential-only', phase: 'at-idle', answers: { effect: 301, reload: 601 } }),
    ]);
    expect(failed(late)).toEqual(['consent decision takes effect (worst: Nur essenzielle, at-idle)']);
  });
});

describe('menuRatioCheck', () => {
  const menu = (copy: 'site' | 'script-free', phase: 'at-paint' | 'at-idle', ms: number) =>
    tap({ control: 'menu', phase, copy, answers: { menu: ms } });

  it('allows the menu 1.2 × the same popover with JavaScript off, in the worse of the two phases', () => {
    const checks = menuRatioCheck('/about', [
      menu('site', 'at-paint', 120),
      menu('script-free', 'at-paint', 100),
      menu('site', 'at-idle', 60),
      menu('script-free', 'at-idle', 60),
    ]);
    expect(checks.map((check) => [check.figure, check.value])).toEqual([['menu open, site/JavaScript off (worst: at-paint)', 1.2]]);
    expect(failed(checks)).toEqual([]);
    expect(failed(menuRatioCheck('/about', [menu('site', 'at-idle', 241), menu('script-free', 'at-idle', 200)]))).toHaveLength(1);
  });
});

describe('landingRatioCheck', () => {
  it('allows a header link 1.1 × the same tap with JavaScript off', () => {
    const link = (copy: 'site' | 'script-free', ms: number) =>
      tap({ control: 'services-link', phase: 'at-paint', copy, answers: { landing: ms } });
    expect(failed(landingRatioCheck('/', [link('site', 660), link('script-free', 600)]))).toEqual([]);
    expect(failed(landingRatioCheck('/', [link('site', 661), link('script-free', 600)]))).toEqual([
      'Leistungen (menu) → heading, site/JavaScript off',
    ]);
  });
});

describe('readingCheck and paintChecks', () => {
  const visits = (blocking: number, fcp: number): PageVisits => ({
    taps: [],
    reading: { returning: { blocking: 3, longest: 53, tasks: 1 }, first: { blocking, longest: 50 + blocking, tasks: 2 } },
    paints: { site: { fcp, lcp: fcp }, 'script-free': { fcp: 600, lcp: 600 } },
  });

  it('allows a reading visitor 100 ms of blocking after the first paint, the worse kind of visit counting', () => {
    expect(failed(readingCheck('/', visits(100, 600)))).toEqual([]);
    expect(failed(readingCheck('/', visits(101, 600)))).toEqual(['reading 12 s: blocking after FCP (worst: first visit)']);
  });

  it("holds the paints to 1.10 × the page's with JavaScript off", () => {
    expect(failed(paintChecks('/', visits(0, 660)))).toEqual([]);
    expect(failed(paintChecks('/', visits(0, 661)))).toEqual(['FCP site/JavaScript off (phone)', 'LCP site/JavaScript off (phone)']);
  });

  it('makes no check of a figure the page does not have', () => {
    expect(visitorChecks('/legal', { taps: [], reading: {}, paints: {} })).toEqual([]);
  });
});
