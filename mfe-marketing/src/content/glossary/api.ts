import type { GlossaryTerm } from '../types';

export const api = {
  id: 'api',
  term: 'API (Programmierschnittstelle)',
  definition:
    'Eine API ist eine definierte Schnittstelle, über die Programme miteinander Daten austauschen und Funktionen aufrufen. Sie legt fest, welche Anfragen erlaubt sind und in welchem Format die Antworten zurückkommen. APIs verbinden zum Beispiel einen Onlineshop mit dem ERP oder eine App mit ihrem Backend.',
  metaDescription:
    'Was ist eine API? Programmierschnittstellen verbinden Shop und ERP, App und Backend – einfach erklärt im Glossar von Isarlicht Digital aus München.',
  serviceIds: ['api-management', 'enterprise-integration-platform', 'web-applications', 'microservices-architecture'],
} as const satisfies GlossaryTerm;
