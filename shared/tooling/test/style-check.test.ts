import { stringsOf, styleViolations } from '../src/style-check';

const rulesOf = (text: string, kind: 'prose' | 'data' = 'prose') => styleViolations(text, kind).map((violation) => violation.rule);

describe('style check', () => {
  it.each([
    ['Entwickler*innen und Kund_innen', 'gendering: colon form, not asterisk, underscore or slash'],
    ['Nutzer/innen und Berater/-innen', 'gendering: colon form, not asterisk, underscore or slash'],
    ['KundInnen', 'gendering: colon form, not Binnen-I'],
    ['Wir testen mit echten Nutzern.', 'gendering: no generic masculine for people'],
    ['Die Entwickler arbeiten in Breslau.', 'gendering: no generic masculine for people'],
    ['Am Ende steht ein priorisierter Backlog.', 'terms: das Backlog'],
    ['Wir pflegen den Backlog gemeinsam.', 'terms: das Backlog'],
    ['Nach dem Livegang betreuen wir die Plattform.', 'terms: Go-live, not Livegang or Launch'],
    ['Vor dem Launch testen wir.', 'terms: Go-live, not Livegang or Launch'],
    ['Die Customer-Journey zeigt es.', 'terms: Customer Journey and User Journey without hyphen'],
    ['ein 3-tägiger Workshop', 'numbers: dreitägig, not 3-tägig'],
    ['Strategie & Beratung', 'titles and labels: und, not &'],
    ['Das MVP steht nach 8 Wochen.', 'numbers: one to twelve written out in running text'],
  ])('flags %j', (text, rule) => {
    expect(rulesOf(text)).toContain(rule);
  });

  it.each([
    'Entwickler:innen, Kund:innen und Mitarbeitende arbeiten im Team.',
    'Kunden- und Partnerportale, Mitarbeiter-Apps und Nutzerzahlen',
    'Am Ende steht ein priorisiertes Backlog; im gemeinsamen Backlog sieht man alles.',
    'Nach dem Go-live und dem Relaunch messen wir die Customer Journey und die User Journey.',
    'Ein dreitägiger Workshop, danach in der Regel acht Wochen bis zum MVP.',
    'Über 40 % der Bestellungen, 24 Stunden, 20 Minuten, zwischen 6 und 8 Uhr, 13 Wochen.',
    'WCAG 2.1 AA, BITV 2.0, Art. 6 DSGVO, § 5 TMG, F&E',
    'LinkedIn',
  ])('accepts %j', (text) => {
    expect(rulesOf(text)).toEqual([]);
  });

  it('lets data fields keep digits, but holds them to every other rule', () => {
    expect(rulesOf('8 Wochen bis zum MVP', 'data')).toEqual([]);
    expect(rulesOf('Strategie & Beratung', 'data')).toEqual(['titles and labels: und, not &']);
  });

  it('collects every string of nested content', () => {
    expect(stringsOf({ a: 'x', b: ['y', { c: 'z' }], d: 3, e: null })).toEqual(['x', 'y', 'z']);
  });
});
