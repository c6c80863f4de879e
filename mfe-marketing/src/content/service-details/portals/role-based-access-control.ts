import type { ServiceDetail } from '../../types';

export const roleBasedAccessControl = {
  intro: [
    'Je mehr Menschen mit einer Anwendung arbeiten, desto wichtiger wird die Frage, wer was darf. Eine Sachbearbeiterin soll die Verträge ihrer Region sehen, aber keine Gehaltsdaten; ein Partner seine eigenen Aufträge, aber nicht die der Konkurrenz; eine Revisorin alles lesen, aber nichts ändern. Solche Regeln nachträglich in eine Anwendung einzubauen ist mühsam und fehleranfällig. Wir entwerfen Rechtekonzepte, die von Anfang an klar sind und mit Ihrer Organisation wachsen.',
    'Basis ist die rollenbasierte Zugriffskontrolle: Rechte hängen an Rollen wie „Einkauf“ oder „Teamleitung“, nicht an einzelnen Personen. Wo Rollen allein nicht reichen, ergänzen wir attributbasierte Regeln – etwa nach Mandant, Standort oder Vertragsstatus – und prüfen sie zentral mit einer Policy-Engine statt verstreut im Code. Die Anmeldung übernehmen Identitätsanbieter wie Microsoft Entra ID oder Keycloak per Single Sign-on, und jede Rechteänderung wird protokolliert.',
  ],
  audience:
    'Betreiber von Portalen und Geschäftsanwendungen mit vielen Nutzergruppen, mehreren Mandanten oder hohen Anforderungen an Datenschutz und Revision, etwa in Versicherung, Gesundheitswesen, Verwaltung und Finanzdienstleistung.',
  problems: [
    'Rechte wurden über Jahre einzeln vergeben, und niemand weiß mehr, wer worauf Zugriff hat.',
    'Für jede neue Kundengruppe schreiben Entwickler:innen Sonderregeln in den Code.',
    'Ausgeschiedene Mitarbeitende haben noch Zugang, weil Konten von Hand gepflegt werden.',
    'Die Revision verlangt einen Nachweis, wer wann welche Daten gesehen hat.',
  ],
  steps: [
    {
      title: 'Rechte inventarisieren',
      text: 'Wir erfassen Nutzergruppen, Datenbereiche und heutige Berechtigungen und decken Widersprüche sowie zu weit gefasste Rechte auf.',
    },
    {
      title: 'Rollenmodell entwerfen',
      text: 'Mit Fachbereich und Datenschutz definieren wir Rollen, Attribute und Regeln und halten sie als prüfbare Policies fest.',
    },
    {
      title: 'Technisch umsetzen',
      text: 'Wir binden Ihren Identitätsanbieter an, implementieren die Policy-Prüfung zentral und bauen eine Oberfläche zur Rechteverwaltung.',
    },
    {
      title: 'Prüfen und rezertifizieren',
      text: 'Automatisierte Tests sichern die Regeln ab, und regelmäßige Rezertifizierungen lassen Führungskräfte Rechte bestätigen oder entziehen.',
    },
  ],
  technologies: ['Keycloak', 'Microsoft Entra ID', 'OAuth 2.0', 'OpenID Connect', 'SAML', 'Open Policy Agent', 'Cedar', 'SCIM'],
  outcomes: [
    'Ein dokumentiertes Rollenmodell, das Fachbereich und IT verstehen',
    'Zentral geprüfte Zugriffsregeln statt verstreuter Sonderlogik',
    'Automatischer Entzug von Rechten beim Austritt über SCIM',
    'Ein Protokoll, das jeden Zugriff und jede Rechteänderung belegt',
  ],
  faq: [
    {
      question: 'Was ist der Unterschied zwischen RBAC und ABAC?',
      answer:
        'Bei RBAC hängen Rechte an Rollen. Bei der attributbasierten Zugriffskontrolle entscheiden Eigenschaften von Person, Datensatz und Situation, etwa Standort oder Vertragsstatus. In der Praxis kombinieren wir beides.',
    },
    {
      question: 'Können wir unser bestehendes Active Directory nutzen?',
      answer:
        'Ja. Wir binden Microsoft Entra ID oder ein lokales Active Directory an und nutzen dessen Gruppen als Grundlage der Rollen, statt eine zweite Benutzerverwaltung aufzubauen.',
    },
    {
      question: 'Lässt sich das in eine bestehende Anwendung nachrüsten?',
      answer:
        'Ja, schrittweise. Meist beginnen wir mit einer zentralen Prüfschicht für die sensibelsten Bereiche und ziehen die übrigen danach nach.',
    },
  ],
  cta: 'Erzählen Sie uns, welche Nutzergruppen in Ihrer Anwendung arbeiten – wir skizzieren ein Rollenmodell, das Ihre Revision überzeugt.',
  related: {
    services: ['customer-partner-portals', 'internal-business-applications', 'api-management', 'document-management'],
    references: ['fahrzeugdatenplattform', 'automotive-relaunch'],
    industries: ['insurance', 'healthcare', 'public-sector'],
  },
} as const satisfies ServiceDetail;
