import type { GlossaryArticle } from '../types';

export const erp = {
  practice:
    'Bei der B2B-Bestellplattform eines Baustoffhändlers bleibt SAP S/4HANA das führende System: Preise, Konditionen und Bestände kommen in Echtzeit von dort, Bestellungen fließen zurück. Für die Spedition Buchberger haben wir die Dispositionssoftware an die Buchhaltung angebunden, sodass eine abgeschlossene Tour noch am Tag der Ablieferung abgerechnet wird statt einmal pro Woche.',
  references: ['baustoffe-plattform', 'buchberger'],
  relevance:
    'Ihr ERP ist selten der Ort, an dem Kund:innen, Partner oder Außendienst gut arbeiten können – aber fast immer die Quelle der Wahrheit für Preise, Artikel und Aufträge. Planen Sie neue Anwendungen deshalb mit einer klaren Regel, welches System welche Daten führt. Fragen Sie Ihren ERP-Partner früh nach Schnittstellen und Lizenzkosten für externe Zugriffe, denn die überraschen oft erst im Projekt.',
} as const satisfies GlossaryArticle;
