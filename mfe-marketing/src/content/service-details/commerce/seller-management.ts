import type { ServiceDetail } from '../../types';

export const sellerManagement = {
  intro: [
    'Ein Marktplatz lebt von seinen Anbietern – und steht und fällt damit, wie gut er sie verwaltet. Neue Händler wollen schnell starten, Sie wollen sicher sein, dass sie seriös sind und ihre Produkte Ihren Qualitätsregeln entsprechen, und am Monatsende müssen Umsätze, Provisionen und Auszahlungen für jeden Händler stimmen. Wir entwickeln die Händlerverwaltung als eigenständiges Modul Ihrer Plattform, vom Onboarding bis zur Abrechnung.',
    'Händler registrieren sich über einen geführten Prozess, laden Nachweise hoch und durchlaufen eine Prüfung, die teilweise automatisch erfolgt, etwa durch den Abgleich von Handelsregister und Umsatzsteuer-Identifikationsnummer. In ihrem eigenen Bereich pflegen sie Produkte, Bestände und Lieferzeiten, importieren Kataloge per Datei oder Schnittstelle und bearbeiten Bestellungen und Retouren. Ihr Team behält mit Freigabe-Workflows, Qualitätskennzahlen und Sperrfunktionen die Kontrolle.',
  ],
  audience:
    'Betreiber von B2B- und B2C-Marktplätzen, Buchungs- und Vermittlungsplattformen sowie Handelsunternehmen, die ihr Sortiment um Drittanbieter erweitern wollen.',
  problems: [
    'Das Onboarding neuer Händler dauert Wochen und bindet Ihr Team mit E-Mails und Tabellen.',
    'Produktdaten von Händlern sind unvollständig oder verstoßen gegen Ihre Richtlinien.',
    'Provisionsabrechnungen werden jeden Monat von Hand erstellt und sind fehleranfällig.',
    'Unzuverlässige Händler beschädigen den Ruf der Plattform, ohne dass es früh genug auffällt.',
  ],
  steps: [
    {
      title: 'Onboarding gestalten',
      text: 'Wir entwerfen eine geführte Registrierung mit den Prüfschritten, die Ihr Geschäftsmodell und die rechtlichen Vorgaben verlangen.',
    },
    {
      title: 'Händlerbereich bauen',
      text: 'Händler erhalten einen eigenen Bereich für Produkte, Bestände, Bestellungen, Retouren und Auswertungen.',
    },
    {
      title: 'Qualität steuern',
      text: 'Freigabe-Workflows für Produkte, automatische Prüfregeln und Kennzahlen wie Versandzeit und Stornoquote sichern die Qualität.',
    },
    {
      title: 'Abrechnen',
      text: 'Provisionen, Gebühren und Auszahlungen werden automatisch berechnet, über den Zahlungsanbieter ausgezahlt und dokumentiert.',
    },
  ],
  technologies: ['TypeScript', 'React', 'NestJS', 'PostgreSQL', 'Stripe Connect', 'Akeneo', 'Camunda', 'OpenAPI'],
  outcomes: [
    'Ein schnelles, weitgehend automatisiertes Onboarding neuer Händler',
    'Ein Händlerbereich, in dem Anbieter selbstständig arbeiten',
    'Qualitätsregeln und Kennzahlen für jeden Anbieter',
    'Automatische, nachvollziehbare Provisions- und Auszahlungsabrechnungen',
  ],
  faq: [
    {
      question: 'Welche Prüfungen brauchen wir bei neuen Händlern?',
      answer:
        'Das hängt von Geschäftsmodell und Land ab. Üblich sind Identitäts- und Unternehmensprüfung, bei Auszahlungen zusätzlich die Prüfung durch den Zahlungsanbieter. Hinzu kommen die Pflichten des Digital Services Act zur Nachverfolgbarkeit von Unternehmern auf Online-Marktplätzen.',
    },
    {
      question: 'Können Händler ihre Produkte per Schnittstelle liefern?',
      answer:
        'Ja. Neben dem Datei-Import bieten wir eine dokumentierte API, über die Händler Produkte, Bestände und Bestellstatus direkt aus ihren eigenen Systemen übertragen.',
    },
    {
      question: 'Lässt sich das in eine bestehende Plattform integrieren?',
      answer:
        'Ja. Die Händlerverwaltung kann als eigener Service neben einem bestehenden Shop oder Marktplatz laufen und wird über Schnittstellen angebunden.',
    },
  ],
  cta: 'Beschreiben Sie uns, wie ein neuer Anbieter heute auf Ihre Plattform kommt – wir zeigen, welche Schritte sich automatisieren lassen.',
  related: {
    services: ['b2b-marketplaces', 'payment-processing', 'e-commerce-solutions', 'role-based-access-control'],
    references: ['garantiemax', 'ticket-buchungsplattform'],
    industries: ['e-commerce', 'startups', 'kmu'],
  },
} as const satisfies ServiceDetail;
