import type { GlossaryTerm } from '../types';

export const kubernetes = {
  id: 'kubernetes',
  term: 'Kubernetes',
  definition:
    'Kubernetes ist eine Open-Source-Plattform, die Anwendungen in Containern automatisch verteilt, startet, skaliert und nach Ausfällen neu startet. Sie ist der De-facto-Standard für den Betrieb von Microservices. Alle großen Cloud-Anbieter stellen Kubernetes als verwalteten Dienst bereit.',
  metaDescription:
    'Kubernetes erklärt: die Open-Source-Plattform, die Container automatisch verteilt, skaliert und nach Ausfällen neu startet – Standard für Microservices.',
  serviceIds: ['microservices-architecture', 'efficiency-optimization'],
} as const satisfies GlossaryTerm;
