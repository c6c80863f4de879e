import { serviceNames } from '@isarlicht/contracts';
import type { ServiceGroup } from '../types';

export const integrationGroup = {
  id: 'integration',
  title: 'Integration und Architektur',
  intro: 'Schnittstellen, Plattformen und Architekturen, die Ihre Systeme verbinden und mit Ihrem Geschäft wachsen.',
  services: [
    {
      id: 'enterprise-integration-platform',
      title: serviceNames['enterprise-integration-platform'],
      teaser:
        'Wir verbinden ERP, CRM, Shop und Fachanwendungen über eine zentrale Integrationsplattform, statt immer neue Punkt-zu-Punkt-Schnittstellen zu bauen. Für Mittelständler und Konzerne, deren Daten heute in Silos liegen und per Excel-Export von System zu System wandern.',
      metaDescription:
        'Enterprise-Integrationsplattform: ERP, CRM, Shop und Fachsysteme zentral verbinden – mit überwachten Datenflüssen statt manueller Excel-Exporte.',
    },
    {
      id: 'api-management',
      title: serviceNames['api-management'],
      teaser:
        'Wir entwerfen, dokumentieren und betreiben APIs, über die Ihre Systeme, Partner und Apps sicher Daten austauschen – mit API-Gateway, Versionierung, Zugriffsschlüsseln und Monitoring. Für Unternehmen, die ihre Daten als Schnittstelle anbieten oder viele Systeme miteinander verbinden.',
      metaDescription:
        'API-Management: REST- und GraphQL-Schnittstellen entwerfen, dokumentieren und absichern – mit Gateway, Versionierung, OAuth 2.0 und Monitoring.',
    },
    {
      id: 'microservices-architecture',
      title: serviceNames['microservices-architecture'],
      teaser:
        'Wir zerlegen gewachsene Monolithen schrittweise in unabhängig auslieferbare Services oder planen neue Plattformen von Beginn an modular. Für Produkte, die schnell wachsen, von mehreren Teams entwickelt werden und deren Teile getrennt skalieren müssen.',
      metaDescription:
        'Microservices-Architektur: Monolithen schrittweise modernisieren, Services unabhängig ausliefern und skalieren – cloud-native auf Kubernetes.',
    },
  ],
} as const satisfies ServiceGroup;
