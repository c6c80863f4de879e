import type { PageVisits } from '../src/visit-figures';
import { paintsTable, readingTable, tapsTable } from '../src/visitor-report';

const visits: PageVisits = {
  taps: [
    {
      copy: 'site',
      visit: 'first',
      phase: 'at-paint',
      control: 'accept-all',
      taps: 3,
      afterPaint: 104,
      duration: 88,
      answers: { effect: 1720, reload: 2010 },
    },
    {
      copy: 'script-free',
      visit: 'returning',
      phase: 'at-idle',
      control: 'menu',
      taps: 3,
      afterPaint: 900,
      duration: 48,
      answers: { menu: 40 },
    },
    {
      copy: 'site',
      visit: 'returning',
      phase: 'at-paint',
      control: 'assistant',
      taps: 3,
      afterPaint: 260,
      duration: 32,
      answers: { frame: Infinity, dialog: Infinity },
    },
  ],
  reading: { first: { blocking: 69, longest: 118, tasks: 2 } },
  paints: { site: { fcp: 700, lcp: 770 }, 'script-free': { fcp: 700, lcp: 700 } },
};
const pages = new Map([['/contact', visits]]);
const rows = (table: string) => table.split('\n').slice(2);

describe('tapsTable', () => {
  it('lists the returning visitor before the first, the phases in order, answers a tap has under their column and ∞ for none', () => {
    const [assistant, menu, decision] = rows(tapsTable(pages));
    expect(assistant).toMatch(/^\/contact +returning +site +at-paint +KI-Assistent \(menu\) +260 ms +32 ms +∞ +∞ +3$/);
    expect(menu).toMatch(/returning +JS off +at-idle +Menü öffnen +900 ms +48 ms +40 ms +3$/);
    expect(decision).toMatch(/first +site +at-paint +Alle akzeptieren +104 ms +88 ms +1720 ms +2010 ms +3$/);
  });
});

describe('readingTable and paintsTable', () => {
  it('shows the reading visitor and the paints against JavaScript off', () => {
    expect(rows(readingTable(pages))[0]).toMatch(/^\/contact +first +69 ms +118 ms +2$/);
    expect(rows(paintsTable(pages))[0]).toMatch(/^\/contact +700 ms +700 ms +1\.00× +770 ms +700 ms +1\.10×$/);
  });
});
