import type { GlossaryTerm } from '../types';

export const dashboard = {
  id: 'dashboard',
  term: 'Dashboard',
  definition:
    'Ein Dashboard zeigt die wichtigsten Kennzahlen und Zustände auf einer Bildschirmseite, meist als Diagramme, Ampeln und Tabellen. Gute Dashboards beantworten eine klare Frage, etwa „Wie steht der Auftragseingang heute?“, und führen bei Bedarf per Klick in die Details.',
  metaDescription:
    'Was macht ein gutes Dashboard aus? Kennzahlen auf einen Blick, eine klare Leitfrage und der Weg in die Details – kurz erklärt im Glossar.',
  serviceIds: ['web-portals-dashboards', 'customizable-dashboards', 'data-visualization', 'business-intelligence'],
} as const satisfies GlossaryTerm;
