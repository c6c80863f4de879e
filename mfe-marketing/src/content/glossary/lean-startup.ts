import type { GlossaryTerm } from '../types';

export const leanStartup = {
  id: 'lean-startup',
  term: 'Lean Startup',
  definition:
    'Lean Startup ist ein Ansatz zur Entwicklung neuer Produkte und Geschäftsmodelle, der auf schnellen Lernzyklen beruht: bauen, messen, lernen. Statt lange im Verborgenen zu entwickeln, werden Annahmen früh mit einem MVP an echten Kund:innen getestet. Das Vorgehen funktioniert auch in etablierten Unternehmen.',
  metaDescription:
    'Lean Startup erklärt: bauen, messen, lernen – Annahmen früh mit einem MVP an echten Kund:innen testen, auch in etablierten Unternehmen.',
  serviceIds: ['mvp-development', 'strategy', 'product-management'],
} as const satisfies GlossaryTerm;
