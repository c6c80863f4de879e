import type { GlossaryArticle } from '../types';

export const backlog = {
  practice:
    'Am Ende jedes Product-Vision-Bootcamps steht ein priorisiertes Backlog für das MVP mit einer ersten Aufwandsschätzung, sodass die Entwicklung am nächsten Montag beginnen kann. Bei den Fußball-Apps für Flankenwerk pflegen wir das Backlog über Jahre weiter: Jede Saison beginnt mit einer Auswertung der Nutzung und Gesprächen mit Trainer:innen und Vereinsvorständen, daraus entstehen die Einträge für die nächste Spielzeit.',
  references: ['bootcamp-workshop', 'fussball-apps'],
  relevance:
    'Das Backlog ist in agilen Projekten die eigentliche Leistungsbeschreibung: Was oben steht, wird gebaut. Achten Sie darauf, dass Sie es jederzeit einsehen können und dass jemand aus Ihrem Haus über die Reihenfolge entscheidet. Ein gutes Backlog ist oben fein und unten grob – wer schon zum Start jedes Detail für ein Jahr beschreibt, plant an Ihren Nutzer:innen vorbei.',
} as const satisfies GlossaryArticle;
