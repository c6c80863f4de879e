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
    ['Stockt sie, merkt das oft zuerst der Kunde.', 'gendering: no generic masculine for people'],
    ['Unser Kunde, ein Maschinenbauer, bringt Varianten auf den Markt.', 'gendering: no generic masculine for people'],
    ['Was ist ein aktiver Kunde?', 'gendering: no generic masculine for people'],
    ['ein Endkunde seine Aufträge', 'gendering: no generic masculine for people'],
    ['Matching zwischen Schulabgängern und Betrieben', 'gendering: no generic masculine for people'],
    ['Noch kein technischer Mitgründer an Bord', 'gendering: no generic masculine for people'],
    ['Wichtig ist, dass der Product Owner verfügbar ist und er an jedem Review teilnimmt.', 'gendering: a role is not a man'],
    ['Im Bootcamp erarbeiten wir Persona, User Journey und Design Studio.', 'terms: the bootcamp maps the Customer Journey'],
    ['Am zweiten Tag zeichnen wir die User Journey.', 'terms: the bootcamp maps the Customer Journey'],
    ['Drei Tage: Persona, Journey, Design Studio.', 'terms: the bootcamp maps the Customer Journey'],
    ['bis zur Beauftragung von Handwerkern', 'gendering: no generic masculine for people'],
    ['Wir starten mit einem klar abgegrenzten Pilot.', 'grammar: dem Piloten, not dem Pilot'],
    ['nach der EU-KI-Verordnung (AI Act)', 'terms: EU AI Act, one name for the regulation'],
    ['Fragen zur KI-Verordnung der EU', 'terms: EU AI Act, one name for the regulation'],
    ['Kennzeichnung nach der Verordnung (EU) 2024/1689', 'terms: EU AI Act, one name for the regulation'],
    ['Barrierefrei nach WCAG 2.1 AA', 'terms: WCAG 2.2, the one version the site works to'],
    ['Oberflächen, barrierefrei nach WCAG und responsiv', 'terms: WCAG 2.2, the one version the site works to'],
    ['Nach spätestens acht Wochen nutzen echte Anwender:innen das MVP.', 'claims: the eight weeks are no deadline'],
    ['in cross-funktionalen Teams, mit festen Zeitplänen', 'claims: the eight weeks are no deadline'],
    ['Für einen führenden Automobilhersteller', 'claims: no superlative without a source'],
    ['Einwilligung nach § 25 Abs. 1 TTDSG', 'legal: a law by its current name'],
    ['Angaben gemäß § 5 TMG', 'legal: a law by its current name'],
    ['Übermittlung auf Grundlage des Privacy Shield', 'legal: a law by its current name'],
    ['Was wir für den Pilot weglassen können', 'grammar: dem Piloten, not dem Pilot'],
    ['Gestartet sind wir mit einem Pilot für zwei Verschleißteile.', 'grammar: dem Piloten, not dem Pilot'],
    ['Konrektorin, Mittelschule im Startklar-Pilot', 'grammar: dem Piloten, not dem Pilot'],
    ['Ihre Ansprechpartner:innen entscheiden selbst.', 'terms: Ansprechperson, not Ansprechpartner:in'],
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
    'WCAG 2.2 AA, BITV 2.0, Art. 6 DSGVO, § 5 DDG, § 25 Abs. 2 Nr. 2 TDDDG, § 640 Abs. 1 Satz 2 BGB, F&E',
    'Ein KI-Pilot startet; mit dem Piloten, in der Pilotphase, als Pilotprojekt.',
    'LinkedIn',
    'Nur wo eine Person gemeint ist: eine Kundin oder ein Kunde, dazu Kundenkonten und Kund:innen.',
    'Die Person in der Rolle Product Owner sorgt dafür, dass sie im Rhythmus des Teams verfügbar ist.',
    'Am zweiten Tag zeichnen wir die Customer Journey; im Nutzertest am dritten Tag folgen wir der User Journey.',
    'KI-Systeme, die Bewerbungen auswählen, sind nach dem EU AI Act Hochrisiko-Systeme.',
    'Kennzeichnung nach Art. 50 EU AI Act (Verordnung (EU) 2024/1689), Rollen nach Art. 3 Nr. 3 EU AI Act',
    'In der Regel nach acht Wochen nutzen echte Anwender:innen das MVP; spätestens im ersten Review sehen Sie Software.',
    'Wir legen die führenden Systeme fest.',
    'Mitgründerin und Geschäftsführerin, Produkt und Strategie',
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
