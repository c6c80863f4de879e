import type { GlossaryTerm } from '../types';

export const crm = {
  id: 'crm',
  term: 'CRM (Customer-Relationship-Management)',
  definition:
    'Ein CRM-System verwaltet alle Informationen zu Kund:innen und Interessent:innen: Kontakte, Gespräche, Angebote und Verkaufschancen. Vertrieb, Marketing und Service arbeiten so mit demselben Datenstand. Bekannte Systeme sind Salesforce, HubSpot oder Microsoft Dynamics 365.',
  metaDescription:
    'Was ist ein CRM? Customer-Relationship-Management bündelt Kontakte, Angebote und Verkaufschancen für Vertrieb, Marketing und Service.',
  serviceIds: ['marketing-automation', 'customer-portals', 'customer-partner-portals', 'enterprise-integration-platform'],
} as const satisfies GlossaryTerm;
