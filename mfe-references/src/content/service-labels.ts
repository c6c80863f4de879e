import type { ServiceId } from '@isarlicht/shared';

/**
 * Link texts for the services the target-group pages recommend. The service pages
 * belong to mfe-marketing, which this slice must not import, so the few labels it
 * needs live here; the compiler rejects an industry linking a service without one.
 */
export const serviceLabels = {
  'ai-development': 'KI-Entwicklung',
  'web-applications': 'Webanwendungen',
  'mvp-development': 'MVP-Entwicklung',
  strategy: 'Digitalstrategie',
  'no-code-development': 'No-Code-Entwicklung',
  'enterprise-integration-platform': 'Enterprise-Integrationsplattform',
  'workflow-finder': 'Workflow-Finder',
  'internal-business-applications': 'Interne Geschäftsanwendungen',
  'customer-partner-portals': 'Kunden- und Partnerportale',
} as const satisfies Partial<Record<ServiceId, string>>;

export type LabelledServiceId = keyof typeof serviceLabels;
