import type { GlossaryTerm } from '../types';

export const noCode = {
  id: 'no-code',
  term: 'No-Code',
  definition:
    'No-Code-Plattformen erlauben es, Anwendungen, Datenbanken und Automatisierungen vollständig über grafische Oberflächen zu erstellen, ganz ohne Programmierung. Damit können auch Fachabteilungen eigene Werkzeuge bauen und pflegen. Beispiele sind Airtable, Bubble oder Zapier.',
  metaDescription:
    'No-Code erklärt: Anwendungen, Datenbanken und Automatisierungen ohne Programmierung bauen – mit Werkzeugen wie Airtable, Bubble oder Zapier.',
  serviceIds: ['no-code-development', 'workflow-finder', 'internal-business-applications'],
} as const satisfies GlossaryTerm;
