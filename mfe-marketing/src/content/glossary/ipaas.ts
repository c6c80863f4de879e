import type { GlossaryTerm } from '../types';

export const ipaas = {
  id: 'ipaas',
  term: 'iPaaS (Integration Platform as a Service)',
  definition:
    'Eine iPaaS ist eine Cloud-Plattform, mit der sich Anwendungen und Datenquellen über vorgefertigte Konnektoren verbinden lassen. Datenflüsse werden meist visuell modelliert, zentral überwacht und verwaltet. Beispiele sind Boomi, MuleSoft oder Make.',
  metaDescription:
    'iPaaS erklärt: Cloud-Plattformen, die Anwendungen über fertige Konnektoren verbinden und Datenflüsse zentral modellieren und überwachen.',
  serviceIds: ['enterprise-integration-platform', 'low-code-automation', 'automation-solutions'],
} as const satisfies GlossaryTerm;
