import type { GlossaryTerm } from '../types';

export const persona = {
  id: 'persona',
  term: 'Persona',
  definition:
    'Eine Persona ist die realistische Beschreibung einer typischen Person aus der Zielgruppe, mit Aufgaben, Zielen, Frustrationen und Arbeitsumfeld. Personas entstehen aus Interviews und Beobachtungen, nicht aus Annahmen am Schreibtisch. Sie helfen dem Team, Entscheidungen aus Sicht der Nutzer:innen zu treffen.',
  metaDescription:
    'Was ist eine Persona? Die realistische Beschreibung einer typischen Nutzerin aus Interviews und Beobachtung – Grundlage guter Produktentscheidungen.',
  serviceIds: ['strategy', 'mvp-development', 'responsive-app-design'],
} as const satisfies GlossaryTerm;
