import type { ServiceId } from '@isarlicht/contracts';

/**
 * Words a text uses when it is about a service: its name's core, the work it
 * describes, the tools it is known for. The content tests use them to hold cross links
 * to the content of both ends: an industry page may recommend a service only if its
 * own text talks about that work, and a service page may cite a reference only if the
 * case study shows it. Generic stack words (TypeScript, PostgreSQL) are left out on
 * purpose: they appear in almost every project and say nothing about what it was.
 */
export const serviceTopics = {
  'ai-development': ['KI', 'Sprachmodell', 'Vorhersagemodell', 'Machine Learning', 'OpenAI', 'TensorFlow'],
  'web-applications': ['Webanwendung', 'Webportal', 'Plattform', 'Browser'],
  'mvp-development': ['MVP', 'Prototyp', 'Pilot'],
  strategy: ['Digitalstrategie', 'Strategie', 'Roadmap', 'Bootcamp', 'Produktvision'],
  'no-code-development': ['No-Code', 'Bubble', 'Xano'],
  'enterprise-integration-platform': [
    'Integrationsschicht',
    'Integrationsplattform',
    'Schnittstelle',
    'SAP',
    'ERP',
    'Bestandssystem',
    'Apache Kafka',
  ],
  'workflow-finder': ['Workflow-Finder'],
  'e-commerce-solutions': [
    'E-Commerce',
    'Onlineshop',
    'Onlinehandel',
    'Checkout',
    'Buchungsstrecke',
    'Bestellplattform',
    'Vorverkauf',
    'Ticketshop',
  ],
  'web-portals-dashboards': ['Portal', 'Dashboard', 'Flottenportal', 'Verwaltungsportal', 'Kundenportal'],
  'internal-business-applications': [
    'interne Anwendung',
    'Dispositionssoftware',
    'Plantafel',
    'Cockpit',
    'Verwaltungsportal',
    'Fachanwendung',
    'Sachbearbeitung',
  ],
  'customer-partner-portals': [
    'Kundenportal',
    'Partnerportal',
    'Maklerportal',
    'Maklerplattform',
    'Mieterportal',
    'Flottenportal',
    'Händlerportal',
    'B2B-Plattform',
    'B2B-Bestellplattform',
    'Partnerhändler',
  ],
  'low-code-automation': ['Low-Code', 'Power Automate', 'Zapier', 'n8n', 'Make', 'Camunda'],
  'product-management': ['Produktmanagement', 'Product Owner', 'Backlog', 'Roadmap'],
  'payment-processing': ['Zahlungsabwicklung', 'Zahlung', 'Stripe', 'Bezahldienst', 'Checkout'],
  'inventory-management': ['Bestandsmanagement', 'Lagerbestand', 'Warenwirtschaft', 'Kontingent', 'Verfügbarkeit', 'Bestände'],
  'customer-portals': ['Kundenportal', 'Kundenkonto', 'Gästekonto', 'Self-Service', 'Mieter-App', 'Mieterportal'],
  'marketing-automation': ['Marketing-Automatisierung', 'Kampagne', 'Newsletter', 'CRM'],
  'seller-management': ['Händlerverwaltung', 'Partnerhändler', 'Händlernetz', 'Anbieter'],
  'realtime-data-solutions': ['Echtzeit', 'Telematik', 'Streaming', 'MQTT', 'IoT', 'Liveticker'],
  'customizable-dashboards': ['Dashboard', 'Cockpit'],
  'data-visualization': ['Dashboard', 'Visualisierung', 'Diagramm', 'Kennzahl', 'Auswertung'],
  'role-based-access-control': ['Rechtekonzept', 'Zugriffsrecht', 'Rollenrecht', 'Rollen für', 'Mandant'],
  'responsive-app-design': ['App', 'Smartphone', 'mobil', 'iOS', 'Android', 'React Native', 'Flutter'],
  'api-management': ['API', 'Schnittstelle', 'GraphQL'],
  'etl-data-processing': ['ETL', 'Datenstrecke', 'Datenplattform', 'Import'],
  'microservices-architecture': ['Microservice', 'Kubernetes', 'Skalierung', 'skaliert'],
  'process-optimization': ['Prozessoptimierung', 'Abläufe', 'Ablauf', 'Prozess', 'Workflow'],
  'automation-solutions': ['Automatisierung', 'automatisch', 'automatisiert', 'Workflow', 'Camunda'],
  'efficiency-optimization': ['Effizienz', 'Bearbeitungszeit', 'Dokumentationszeit', 'Durchlaufzeit', 'Time-to-Hire', 'in Tagen statt'],
  'process-monitoring': ['Prozessüberwachung', 'Monitoring', 'Statusmeldung', 'Warnung', 'Zustand'],
  'document-management': ['Dokumentenmanagement', 'Dokument', 'Beleg', 'Lieferschein', 'Rechnung', 'Datenblatt', 'Datenblätter'],
  'resource-planning': ['Ressourcenplanung', 'Disposition', 'Tourenplanung', 'Dienstplan', 'Einsatzplanung', 'Kapazität'],
  'business-intelligence': ['Business Intelligence', 'Auswertung', 'Kennzahl', 'Dashboard'],
  'collaboration-tools': ['Zusammenarbeit', 'Nachrichten', 'Chat', 'Freigabe-Workflow', 'Kommentar'],
  'partner-portals': ['Partnerportal', 'Partnerhändler', 'Händlerportal', 'Maklerplattform', 'Maklerportal', 'Vertriebspartner'],
  'supplier-portals': ['Lieferantenportal', 'Lieferant', 'Einkauf'],
  'b2b-marketplaces': ['Marktplatz', 'Marktplätze'],
} as const satisfies Record<ServiceId, readonly string[]>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` uses `topic` as a word or as the start of a compound ("Portal" in
 * "Portale", not in "Kundenportal"). Abbreviations in capitals (KI, ERP, API) count
 * only as whole words in capitals, so "Kita" is not about AI.
 */
export function mentionsTopic(text: string, topic: string): boolean {
  const abbreviation = /^[A-Z0-9]{2,4}$/.test(topic);
  const pattern = abbreviation
    ? new RegExp(`(?<![\\p{L}\\d])${escape(topic)}(?![\\p{Ll}\\d])`, 'u')
    : new RegExp(`(?<![\\p{L}])${escape(topic)}`, 'iu');
  return pattern.test(text);
}

/** Whether `text` talks about the service: names it or uses one of its topics. */
export function mentionsService(text: string, id: ServiceId, name: string): boolean {
  return [name, ...serviceTopics[id]].some((topic) => mentionsTopic(text, topic));
}
