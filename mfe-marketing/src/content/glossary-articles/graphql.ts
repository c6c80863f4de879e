import type { GlossaryArticle } from '../types';

export const graphql = {
  practice:
    'Die drei Fußball-Apps für Flankenwerk – Liveticker, Vereins- und Trainer-App – holen Spielpläne, Ergebnisse und Vereinsdaten aus einem gemeinsamen GraphQL-Backend. Jede App fragt genau die Felder ab, die ihr Bildschirm braucht, und neue Funktionen lassen sich einmal bauen und in allen drei Apps nutzen. Gerade bei mobilen Verbindungen am Spielfeldrand spart das Datenvolumen und Wartezeit.',
  references: ['fussball-apps'],
  relevance:
    'GraphQL lohnt sich, wenn mehrere Oberflächen – Web, iOS, Android, Partner – dieselben Daten in unterschiedlichem Zuschnitt brauchen. Für eine einfache Schnittstelle zwischen zwei Systemen ist REST meist die bessere Wahl, weil sie leichter zu cachen und zu überwachen ist. Achten Sie bei GraphQL auf Grenzen für teure Abfragen, sonst kann eine einzelne Anfrage den Server auslasten.',
} as const satisfies GlossaryArticle;
