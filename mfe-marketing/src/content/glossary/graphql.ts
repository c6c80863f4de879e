import type { GlossaryTerm } from '../types';

export const graphql = {
  id: 'graphql',
  term: 'GraphQL',
  definition:
    'GraphQL ist eine Abfragesprache für APIs, bei der die abfragende Anwendung genau die Felder anfordert, die sie braucht – nicht mehr und nicht weniger. Mehrere Datenquellen lassen sich hinter einer einzigen Schnittstelle zusammenführen. Das eignet sich besonders für Frontends mit vielen unterschiedlichen Ansichten.',
  metaDescription:
    'GraphQL erklärt: die Abfragesprache für APIs, bei der Anwendungen genau die Felder anfordern, die sie brauchen – ideal für vielseitige Frontends.',
  serviceIds: ['api-management', 'web-applications', 'microservices-architecture'],
} as const satisfies GlossaryTerm;
