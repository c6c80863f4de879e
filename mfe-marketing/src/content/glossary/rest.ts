import type { GlossaryTerm } from '../types';

export const rest = {
  id: 'rest',
  term: 'REST',
  definition:
    'REST ist ein verbreiteter Architekturstil für Web-APIs, bei dem Ressourcen wie Kundenkonten oder Bestellungen über eindeutige Adressen angesprochen und mit HTTP-Methoden wie GET, POST oder DELETE gelesen und verändert werden. REST-Schnittstellen sind leicht zu verstehen und werden von nahezu jeder Programmiersprache unterstützt. Dokumentiert werden sie meist im OpenAPI-Format.',
  metaDescription:
    'REST erklärt: der verbreitete Architekturstil für Web-APIs mit eindeutigen Adressen und HTTP-Methoden, meist dokumentiert im OpenAPI-Format.',
  serviceIds: ['api-management', 'enterprise-integration-platform', 'microservices-architecture'],
} as const satisfies GlossaryTerm;
