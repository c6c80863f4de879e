import type { GlossaryArticle } from '../types';

export const barrierefreiheit = {
  practice:
    'Die Ticket-Buchungsplattform der Kulturbühnen Oberland haben wir als öffentlicher Auftrag nach BITV 2.0 umgesetzt, inklusive Saalplan mit Plätzen für Rollstuhlnutzer:innen. Beim Relaunch der Markenwebsites eines Automobilherstellers war WCAG 2.1 AA eine feste Anforderung an jede der über 60 Komponenten der Bibliothek. Geprüft wird bei uns mit Screenreader und Tastatur, nicht nur mit automatischen Werkzeugen, denn die finden nur einen Teil der Fehler.',
  references: ['ticket-buchungsplattform', 'automotive-relaunch'],
  relevance:
    'Verkaufen Sie über Ihre Website oder App an Verbraucher:innen, etwa in einem Onlineshop oder bei Buchungen, gilt das BFSG in der Regel auch für Sie; ausgenommen sind nur Kleinstunternehmen mit Dienstleistungen. Nachrüsten ist teuer, von Anfang an barrierefrei zu planen kostet wenig. Verlangen Sie im Angebot eine klare Zielnorm, etwa WCAG 2.1 AA, und eine Prüfung vor dem Go-live.',
} as const satisfies GlossaryArticle;
