import type { GlossaryArticle } from '../types';

export const designSystem = {
  practice:
    'Für den Relaunch der Markenwebsites eines Automobilherstellers haben wir eine Komponentenbibliothek mit über 60 geprüften Bausteinen aufgebaut, dokumentiert in Storybook und barrierefrei nach WCAG 2.1 AA. Alle 28 Märkte bauen ihre Seiten aus diesen Bausteinen. Bei den drei Fußball-Apps für Flankenwerk teilen sich Liveticker, Vereins- und Trainer-App eine gemeinsame Komponentenbibliothek, sodass eine Verbesserung in allen Apps gleichzeitig ankommt.',
  references: ['automotive-relaunch', 'fussball-apps'],
  relevance:
    'Ein Design System zahlt sich aus, sobald mehrere Teams, Produkte oder Märkte dieselbe Marke digital umsetzen. Ohne es entstehen Schaltflächen in zwölf Varianten, und jede Änderung am Markenauftritt wird zum Projekt. Für eine einzelne Website genügt meist ein sauber gepflegter Styleguide. Fragen Sie, wer das System nach dem Projekt pflegt und neue Bausteine freigibt.',
} as const satisfies GlossaryArticle;
