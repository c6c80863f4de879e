import type { GlossaryTerm } from '../types';

export const productDiscovery = {
  id: 'product-discovery',
  term: 'Product Discovery',
  definition:
    'Product Discovery ist die Phase, in der ein Team herausfindet, welches Problem es lösen sollte und welche Lösung Nutzer:innen tatsächlich annehmen. Dazu gehören Interviews, Datenanalyse, Prototypen und schnelle Tests. Nur was diese Phase besteht, wird mit vollem Aufwand entwickelt.',
  metaDescription:
    'Product Discovery erklärt: herausfinden, welches Problem ein Produkt lösen sollte und welche Lösung Nutzer:innen annehmen, bevor gebaut wird.',
  serviceIds: ['product-management', 'strategy', 'mvp-development'],
} as const satisfies GlossaryTerm;
