import type { GlossaryTerm } from '../types';

export const ciCd = {
  id: 'ci-cd',
  term: 'CI/CD (Continuous Integration und Delivery)',
  definition:
    'CI/CD steht für Continuous Integration und Continuous Delivery. Jede Codeänderung wird automatisch gebaut, getestet und in eine Testumgebung ausgeliefert; der Schritt in die Produktion ist jederzeit per Knopfdruck oder automatisch möglich. So gelangen Verbesserungen schnell und mit geringem Risiko zu den Nutzer:innen.',
  metaDescription:
    'CI/CD einfach erklärt: Wie Continuous Integration und Continuous Delivery jede Codeänderung automatisch bauen, testen und ausliefern.',
  serviceIds: ['web-applications', 'microservices-architecture', 'mvp-development'],
} as const satisfies GlossaryTerm;
