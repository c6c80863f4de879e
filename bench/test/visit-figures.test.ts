import type { TapRecord } from '../src/tap-records';
import { pageVisits, type VisitSample } from '../src/visit-figures';
import type { VisitFlow } from '../src/visit-flow';

const idle: VisitFlow = { copy: 'site', visit: 'returning', phase: 'at-idle', taps: ['menu'] };
const menuTap = (duration: number, menu: number): TapRecord => ({
  control: 'menu',
  phase: 'at-idle',
  copy: 'site',
  visit: 'returning',
  afterPaint: 1500,
  duration,
  answers: { menu },
});
const sample = (tap: TapRecord, fcp: number, lcp: number): VisitSample => ({
  flow: idle,
  taps: [tap],
  paints: { fcp, lcp },
  reading: null,
});

describe('pageVisits', () => {
  it('takes the median of each figure over the runs', () => {
    const visits = pageVisits([sample(menuTap(40, 60), 700, 800), sample(menuTap(120, 240), 900, 950), sample(menuTap(64, 90), 650, 700)]);
    expect(visits.taps).toEqual([
      {
        copy: 'site',
        visit: 'returning',
        phase: 'at-idle',
        control: 'menu',
        taps: 3,
        afterPaint: 1500,
        duration: 64,
        answers: { menu: 90 },
      },
    ]);
    expect(visits.paints).toEqual({ site: { fcp: 700, lcp: 800 } });
  });

  it('lets one answer that never showed in three runs pass by the median, two not', () => {
    const once = pageVisits([
      sample(menuTap(40, 60), 700, 800),
      sample(menuTap(40, Infinity), 700, 800),
      sample(menuTap(40, 80), 700, 800),
    ]);
    expect(once.taps[0]?.answers['menu']).toBe(80);
    const twice = pageVisits([
      sample(menuTap(40, 60), 700, 800),
      sample(menuTap(40, Infinity), 700, 800),
      sample(menuTap(40, Infinity), 700, 800),
    ]);
    expect(twice.taps[0]?.answers['menu']).toBe(Number.POSITIVE_INFINITY);
  });

  it('keeps the reading of each kind of visit apart and leaves out loads tapped before their largest paint was final', () => {
    const reader = (visit: 'returning' | 'first', blocking: number): VisitSample => ({
      flow: { copy: 'site', visit, phase: 'after-start', taps: [] },
      taps: [],
      paints: { fcp: 700, lcp: 700 },
      reading: { blocking, longest: 50 + blocking, tasks: 1 },
    });
    const early: VisitSample = { flow: { ...idle, phase: 'at-paint' }, taps: [], paints: null, reading: null };
    const visits = pageVisits([reader('returning', 5), reader('first', 60), reader('first', 80), early]);
    expect(visits.reading).toEqual({ returning: { blocking: 5, longest: 55, tasks: 1 }, first: { blocking: 70, longest: 120, tasks: 1 } });
    expect(visits.paints).toEqual({});
  });
});
