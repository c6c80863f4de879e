import type { GlossaryTerm } from '../types';

export const microservices = {
  id: 'microservices',
  term: 'Microservices',
  definition:
    'Bei einer Microservices-Architektur besteht eine Anwendung aus vielen kleinen, eigenständigen Diensten, die jeweils eine fachliche Aufgabe erfüllen und über APIs kommunizieren. Jeder Dienst kann unabhängig entwickelt, ausgeliefert und skaliert werden. Dem Gewinn an Flexibilität steht ein höherer Aufwand für Betrieb und Überwachung gegenüber.',
  metaDescription:
    'Microservices erklärt: Anwendungen aus kleinen, eigenständigen Diensten, die unabhängig entwickelt, ausgeliefert und skaliert werden.',
  serviceIds: ['microservices-architecture', 'api-management', 'enterprise-integration-platform'],
} as const satisfies GlossaryTerm;
