import type { GlossaryTerm } from '../types';

export const designThinking = {
  id: 'design-thinking',
  term: 'Design Thinking',
  definition:
    'Design Thinking ist ein Vorgehen zur Lösungsfindung, das konsequent bei den Bedürfnissen der Nutzer:innen ansetzt. Es wechselt zwischen Verstehen, Ideenfindung, Prototypenbau und Testen. Das Ergebnis sind Konzepte, die früh mit echten Menschen überprüft wurden.',
  metaDescription:
    'Design Thinking erklärt: ein Vorgehen, das bei den Bedürfnissen der Nutzer:innen beginnt und Ideen früh mit Prototypen an echten Menschen prüft.',
  serviceIds: ['strategy', 'mvp-development', 'product-management'],
  practicePage: 'design-thinking',
} as const satisfies GlossaryTerm;
