// Written by isarlicht-content from mfe-marketing/src/content/glossary/*.term.md (docs/decisions/054): edit the entries, not this file.
import type { GlossaryTerm } from '../types';

/** Every term of the glossary, in the order of the ids. */
export const glossaryTerms = [
  {
    id: 'api',
    term: 'API (Programmierschnittstelle)',
    serviceIds: ['api-management', 'enterprise-integration-platform', 'web-applications', 'microservices-architecture'],
  },
  {
    id: 'b2b-marktplatz',
    term: 'B2B-Marktplatz',
    serviceIds: ['b2b-marketplaces', 'seller-management', 'payment-processing', 'e-commerce-solutions'],
  },
  { id: 'backlog', term: 'Backlog', serviceIds: ['product-management', 'mvp-development'] },
  {
    id: 'barrierefreiheit',
    term: 'Barrierefreiheit (BFSG/WCAG)',
    serviceIds: ['responsive-app-design', 'web-applications', 'e-commerce-solutions', 'customer-portals'],
  },
  {
    id: 'business-intelligence',
    term: 'BI (Business Intelligence)',
    serviceIds: ['business-intelligence', 'data-visualization', 'customizable-dashboards', 'etl-data-processing'],
  },
  {
    id: 'ci-cd',
    term: 'CI/CD (Continuous Integration und Delivery)',
    serviceIds: ['web-applications', 'microservices-architecture', 'mvp-development'],
  },
  { id: 'cloud-native', term: 'Cloud-native', serviceIds: ['microservices-architecture', 'web-applications', 'efficiency-optimization'] },
  {
    id: 'crm',
    term: 'CRM (Customer-Relationship-Management)',
    serviceIds: ['marketing-automation', 'customer-portals', 'customer-partner-portals', 'enterprise-integration-platform'],
  },
  {
    id: 'dashboard',
    term: 'Dashboard',
    serviceIds: ['web-portals-dashboards', 'customizable-dashboards', 'data-visualization', 'business-intelligence'],
  },
  { id: 'data-warehouse', term: 'Data Warehouse', serviceIds: ['business-intelligence', 'etl-data-processing', 'data-visualization'] },
  { id: 'design-studio', term: 'Design Studio', serviceIds: ['strategy', 'mvp-development', 'responsive-app-design'] },
  { id: 'design-system', term: 'Design System', serviceIds: ['responsive-app-design', 'web-applications', 'web-portals-dashboards'] },
  { id: 'design-thinking', term: 'Design Thinking', serviceIds: ['strategy', 'mvp-development', 'product-management'] },
  {
    id: 'devops',
    term: 'DevOps',
    serviceIds: ['microservices-architecture', 'web-applications', 'process-monitoring', 'efficiency-optimization'],
  },
  {
    id: 'dsgvo',
    term: 'DSGVO (Datenschutz-Grundverordnung)',
    serviceIds: ['ai-development', 'marketing-automation', 'customer-portals', 'document-management'],
  },
  {
    id: 'echtzeitdaten',
    term: 'Echtzeitdaten (Streaming)',
    serviceIds: ['realtime-data-solutions', 'process-monitoring', 'inventory-management', 'customizable-dashboards'],
  },
  {
    id: 'erp',
    term: 'ERP (Enterprise Resource Planning)',
    serviceIds: ['enterprise-integration-platform', 'inventory-management', 'resource-planning', 'supplier-portals'],
  },
  {
    id: 'etl',
    term: 'ETL (Extract, Transform, Load)',
    serviceIds: ['etl-data-processing', 'business-intelligence', 'enterprise-integration-platform'],
  },
  { id: 'graphql', term: 'GraphQL', serviceIds: ['api-management', 'web-applications', 'microservices-architecture'] },
  { id: 'headless-commerce', term: 'Headless Commerce', serviceIds: ['e-commerce-solutions', 'b2b-marketplaces', 'api-management'] },
  {
    id: 'ipaas',
    term: 'iPaaS (Integration Platform as a Service)',
    serviceIds: ['enterprise-integration-platform', 'low-code-automation', 'automation-solutions'],
  },
  { id: 'kanban', term: 'Kanban', serviceIds: ['product-management', 'process-optimization', 'collaboration-tools'] },
  { id: 'ki-agent', term: 'KI-Agent', serviceIds: ['ai-development', 'automation-solutions', 'workflow-finder'] },
  { id: 'kubernetes', term: 'Kubernetes', serviceIds: ['microservices-architecture', 'efficiency-optimization'] },
  { id: 'lean-startup', term: 'Lean Startup', serviceIds: ['mvp-development', 'strategy', 'product-management'] },
  { id: 'llm', term: 'LLM (Large Language Model)', serviceIds: ['ai-development', 'document-management', 'automation-solutions'] },
  { id: 'low-code', term: 'Low-Code', serviceIds: ['low-code-automation', 'internal-business-applications', 'automation-solutions'] },
  {
    id: 'machine-learning',
    term: 'Machine Learning',
    serviceIds: ['ai-development', 'inventory-management', 'document-management', 'business-intelligence'],
  },
  {
    id: 'mandantenfaehigkeit',
    term: 'Mandantenfähigkeit',
    serviceIds: ['role-based-access-control', 'customer-partner-portals', 'b2b-marketplaces'],
  },
  {
    id: 'microservices',
    term: 'Microservices',
    serviceIds: ['microservices-architecture', 'api-management', 'enterprise-integration-platform'],
  },
  { id: 'mvp', term: 'MVP (Minimum Viable Product)', serviceIds: ['mvp-development', 'product-management', 'strategy'] },
  { id: 'no-code', term: 'No-Code', serviceIds: ['no-code-development', 'workflow-finder', 'internal-business-applications'] },
  {
    id: 'oauth-sso',
    term: 'OAuth 2.0 und Single Sign-on (SSO)',
    serviceIds: ['role-based-access-control', 'api-management', 'customer-partner-portals', 'web-portals-dashboards'],
  },
  {
    id: 'payment-service-provider',
    term: 'Payment Service Provider (PSP)',
    serviceIds: ['payment-processing', 'e-commerce-solutions', 'b2b-marketplaces'],
  },
  { id: 'persona', term: 'Persona', serviceIds: ['strategy', 'mvp-development', 'responsive-app-design'] },
  {
    id: 'pim',
    term: 'PIM (Product Information Management)',
    serviceIds: ['e-commerce-solutions', 'b2b-marketplaces', 'seller-management'],
  },
  { id: 'product-discovery', term: 'Product Discovery', serviceIds: ['product-management', 'strategy', 'mvp-development'] },
  {
    id: 'progressive-web-app',
    term: 'Progressive Web App (PWA)',
    serviceIds: ['web-applications', 'responsive-app-design', 'internal-business-applications'],
  },
  { id: 'prompt-engineering', term: 'Prompt Engineering', serviceIds: ['ai-development', 'automation-solutions'] },
  { id: 'rag', term: 'RAG (Retrieval-Augmented Generation)', serviceIds: ['ai-development', 'document-management', 'customer-portals'] },
  {
    id: 'rbac',
    term: 'RBAC (rollenbasierte Zugriffskontrolle)',
    serviceIds: ['role-based-access-control', 'customer-partner-portals', 'internal-business-applications', 'partner-portals'],
  },
  { id: 'responsive-design', term: 'Responsive Design', serviceIds: ['responsive-app-design', 'web-applications', 'e-commerce-solutions'] },
  { id: 'rest', term: 'REST', serviceIds: ['api-management', 'enterprise-integration-platform', 'microservices-architecture'] },
  { id: 'revisionssicherheit', term: 'Revisionssicherheit', serviceIds: ['document-management', 'role-based-access-control'] },
  { id: 'scrum', term: 'Scrum', serviceIds: ['mvp-development', 'product-management', 'web-applications'] },
  {
    id: 'single-page-application',
    term: 'Single Page Application (SPA)',
    serviceIds: ['web-applications', 'web-portals-dashboards', 'customizable-dashboards'],
  },
  { id: 'sprachassistent', term: 'Sprachassistent (Voicebot)', serviceIds: ['ai-development', 'customer-portals', 'automation-solutions'] },
  { id: 'sprint', term: 'Sprint', serviceIds: ['mvp-development', 'product-management'] },
  {
    id: 'user-journey',
    term: 'User Journey',
    serviceIds: ['strategy', 'responsive-app-design', 'customer-portals', 'e-commerce-solutions'],
  },
  { id: 'webhook', term: 'Webhook', serviceIds: ['automation-solutions', 'payment-processing', 'low-code-automation', 'api-management'] },
  {
    id: 'workflow-automatisierung',
    term: 'Workflow-Automatisierung',
    serviceIds: ['automation-solutions', 'workflow-finder', 'low-code-automation', 'process-optimization'],
  },
] as const satisfies readonly GlossaryTerm[];

export type GlossaryTermId = (typeof glossaryTerms)[number]['id'];
