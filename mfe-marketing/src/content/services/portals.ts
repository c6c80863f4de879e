import { serviceNames } from '@isarlicht/contracts';
import type { ServiceGroup } from '../types';

export const portalsGroup = {
  id: 'portale',
  title: 'Portale und Zugriffsrechte',
  intro: 'Self-Service für Kund:innen, Partner und Lieferanten – mit sauber getrennten Daten und Rechten, die jede Prüfung bestehen.',
  services: [
    {
      id: 'web-portals-dashboards',
      title: serviceNames['web-portals-dashboards'],
      teaser:
        'Wir bündeln Informationen aus verschiedenen Systemen in Webportalen und Dashboards, in denen jede Zielgruppe genau das sieht, was sie braucht. Für Unternehmen, die Kund:innen, Partner oder Führungskräfte über eine gemeinsame Oberfläche informieren wollen.',
      metaDescription:
        'Webportale und Dashboards, die Daten aus ERP, CRM und Fachsystemen bündeln – mit Rollenrechten, Self-Service und Kennzahlen auf einen Blick.',
    },
    {
      id: 'customer-partner-portals',
      title: serviceNames['customer-partner-portals'],
      teaser:
        'Ein Portal für Kund:innen und Partner: Bestellungen, Dokumente, Tickets und Ansprechpersonen an einem Ort, rund um die Uhr erreichbar. Für B2B-Unternehmen, die ihren Innendienst entlasten und die Zusammenarbeit digital abwickeln wollen.',
      metaDescription:
        'Kunden- und Partnerportale für B2B: Bestellungen, Dokumente und Tickets im Self-Service – angebunden an Ihr ERP und CRM, sicher per SSO.',
    },
    {
      id: 'customer-portals',
      title: serviceNames['customer-portals'],
      teaser:
        'Wir bauen Kundenportale, in denen Ihre Kund:innen Verträge, Rechnungen, Bestellungen und Serviceanfragen selbst verwalten. Für Versicherer, Energieversorger, Hersteller und Dienstleister, die ihren Kundenservice entlasten und besser erreichbar sein wollen.',
      metaDescription:
        'Kundenportale mit Self-Service: Verträge, Rechnungen und Serviceanfragen online verwalten – mit KI-Assistent, SSO und Anbindung an Ihr CRM.',
    },
    {
      id: 'partner-portals',
      title: serviceNames['partner-portals'],
      teaser:
        'Wir entwickeln Portale für Vertriebs-, Service- und Franchisepartner mit Preislisten, Schulungsunterlagen, Lead-Verteilung und Provisionsübersichten. Für Hersteller und Markenunternehmen, die ihr Partnernetz professionell steuern wollen.',
      metaDescription:
        'Partnerportale für Vertriebs-, Service- und Franchisepartner: Preislisten, Schulungen, Lead-Verteilung und Provisionen zentral und rollenbasiert.',
    },
    {
      id: 'supplier-portals',
      title: serviceNames['supplier-portals'],
      teaser:
        'Wir digitalisieren die Zusammenarbeit mit Ihren Lieferanten: Anfragen, Angebote, Auftragsbestätigungen, Lieferavis und Zertifikate laufen über ein Portal statt über E-Mail und Fax. Für Einkauf und Logistik in Industrie und Handel.',
      metaDescription:
        'Lieferantenportale für Einkauf und Logistik: Anfragen, Angebote, Lieferavis und Zertifikate digital abwickeln – direkt verbunden mit Ihrem ERP.',
    },
    {
      id: 'role-based-access-control',
      title: serviceNames['role-based-access-control'],
      teaser:
        'Wir konzipieren und implementieren Rechtekonzepte, die festlegen, wer welche Daten sehen und ändern darf – bis hinunter auf Mandant, Standort oder einzelnen Datensatz. Für Portale und Geschäftsanwendungen mit vielen Nutzergruppen und hohen Anforderungen an Datenschutz und Revision.',
      metaDescription:
        'Rollenbasierte Zugriffskontrolle (RBAC): Rechtekonzepte für Portale und Geschäftsanwendungen mit SSO, Mandantentrennung und lückenlosem Protokoll.',
    },
  ],
} as const satisfies ServiceGroup;
