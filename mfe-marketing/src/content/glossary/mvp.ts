import type { GlossaryTerm } from '../types';

export const mvp = {
  id: 'mvp',
  term: 'MVP (Minimum Viable Product)',
  definition:
    'Ein Minimum Viable Product ist die kleinste Version eines Produkts, mit der sich die wichtigste Annahme an echten Nutzer:innen überprüfen lässt. Es ist kein halbfertiger Prototyp, sondern ein funktionierendes Produkt mit bewusst begrenztem Umfang. Bei uns steht ein MVP in der Regel nach acht Wochen.',
  metaDescription:
    'Was ist ein MVP? Das Minimum Viable Product prüft die wichtigste Annahme an echten Nutzer:innen – bei uns in der Regel nach acht Wochen.',
  serviceIds: ['mvp-development', 'product-management', 'strategy'],
} as const satisfies GlossaryTerm;
