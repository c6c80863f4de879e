import type { GlossaryArticle } from '../types';

export const b2bMarktplatz = {
  practice:
    'Einen Marktplatz mit vielen Anbietern haben wir bisher nicht als Referenz veröffentlicht. Die Bestellplattform eines Baustoffhändlers zeigt aber die Bausteine, die auch ein Marktplatz braucht: Bauunternehmen bestellen zu ihren eigenen Konditionen aus SAP, ordnen jede Bestellung einer Baustelle und Kostenstelle zu und rufen Lieferscheine und Rechnungen online ab. Was ein Marktplatz zusätzlich verlangt, sind Anbieterverwaltung, Provisionsabrechnung und die Aufteilung von Zahlungen auf mehrere Anbieter.',
  references: ['baustoffe-plattform'],
  relevance:
    'Bevor Sie einen Marktplatz planen, klären Sie, ob Sie wirklich mehrere Anbieter zusammenbringen wollen oder vor allem Ihre eigenen Kund:innen besser bedienen möchten – das Zweite ist ein Bestellportal und deutlich günstiger. Für einen echten Marktplatz brauchen Sie ein Zahlungsmodell mit geteilten Zahlungen, klare Regeln für Anbieter und eine Antwort auf die Frage, wer bei Reklamationen haftet.',
} as const satisfies GlossaryArticle;
