import type { GlossaryArticle } from '../types';

export const sprint = {
  practice:
    'Die Hotel-Buchungsplattform für Gipfelruh Hotels entwickeln wir seit dem Go-live in zweiwöchigen Sprints weiter, zuletzt um den Verkauf von Gutscheinen und eine Warteliste für ausgebuchte Termine. Bei der Spedition Buchberger gab es während der Entwicklung jede Woche eine Testrunde am echten Arbeitsplatz der Disponent:innen, und das Feedback floss direkt in den nächsten Sprint.',
  references: ['hotel-buchungsplattform', 'buchberger'],
  relevance:
    'Für Sie ist das Ende eines Sprints der wichtigste Termin: Im Review sehen Sie lauffähige Software und entscheiden mit, was als Nächstes kommt. Nehmen Sie sich diese Stunde alle zwei Wochen, und bringen Sie Menschen mit, die das Produkt später nutzen. Verlangen Sie, dass am Sprintende tatsächlich nutzbare Ergebnisse stehen und keine halbfertigen Zwischenstände.',
} as const satisfies GlossaryArticle;
