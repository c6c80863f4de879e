import type { GlossaryTerm } from '../types';

export const mandantenfaehigkeit = {
  id: 'mandantenfaehigkeit',
  term: 'Mandantenfähigkeit',
  definition:
    'Eine mandantenfähige Software bedient mehrere Kundenunternehmen, Organisationen oder Standorte aus einer Installation, wobei die Daten jedes Mandanten streng getrennt bleiben. Jeder Mandant kann eigene Einstellungen, Benutzerkonten und Rechte haben. Das ist die Grundlage für SaaS-Produkte und viele Portale.',
  metaDescription:
    'Mandantenfähigkeit erklärt: eine Installation für viele Firmen oder Standorte, mit strikt getrennten Daten – Grundlage für SaaS und Portale.',
  serviceIds: ['role-based-access-control', 'customer-partner-portals', 'b2b-marketplaces'],
} as const satisfies GlossaryTerm;
