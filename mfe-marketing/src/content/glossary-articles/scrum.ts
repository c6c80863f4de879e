import type { GlossaryArticle } from '../types';

export const scrum = {
  practice:
    'Für eine Versicherungsgruppe arbeiten heute vier unserer Teams mit rund 30 Personen im selben Sprint-Rhythmus, gesteuert über gemeinsame Planungs- und Review-Termine mit der Versicherungsgruppe. Weitere Teams kamen erst hinzu, nachdem das erste zwei Quartale lang seine Sprintziele verlässlich erreicht hatte. Den Rahmen beschreibt der Scrum Guide von Ken Schwaber und Jeff Sutherland, zuletzt 2020 überarbeitet; wie wir ihn im Alltag auslegen, steht auf unserer Seite zur Arbeitsweise.',
  references: ['nearshore-teams'],
  relevance:
    'Scrum verändert vor allem Ihre Rolle im Projekt: Statt ein Lastenheft abzugeben, entscheiden Sie alle zwei Wochen mit, was als Nächstes gebaut wird. Dafür brauchen Sie eine Person mit Zeit und Entscheidungsbefugnis für die Product-Owner-Rolle. Vertraglich wird Scrum meist als Dienstvertrag nach Aufwand vereinbart; feste Termine und Umfänge sind dann Planung, keine Zusage.',
} as const satisfies GlossaryArticle;
