import type { GlossaryTerm } from '../types';

export const backlog = {
  id: 'backlog',
  term: 'Backlog',
  definition:
    'Das Backlog ist die priorisierte Liste aller Anforderungen, Verbesserungen und Fehlerbehebungen für ein Produkt. Gepflegt wird es laufend von der Person in der Product-Owner-Rolle: Sie sorgt dafür, dass oben immer die Einträge mit dem größten Nutzen stehen. Aus dem Backlog wählt das Team die Arbeit für den nächsten Sprint.',
  metaDescription:
    'Was ist ein Backlog? Die priorisierte Liste aller Anforderungen eines Produkts, gepflegt vom Product Owner – kurz und verständlich erklärt.',
  serviceIds: ['product-management', 'mvp-development'],
} as const satisfies GlossaryTerm;
