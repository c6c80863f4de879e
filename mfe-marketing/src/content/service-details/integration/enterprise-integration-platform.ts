import type { ServiceDetail } from '../../types';

export const enterpriseIntegrationPlatform = {
  intro: [
    'In gewachsenen Systemlandschaften entsteht Integration meist Stück für Stück: Das ERP bekommt eine Schnittstelle zum Shop, der Shop eine zum Versanddienstleister, das CRM eine zur Buchhaltung. Jede einzelne Verbindung ist sinnvoll, zusammen bilden sie ein Geflecht, das niemand mehr überblickt. Fällt ein System aus oder wird es ersetzt, muss jede Verbindung angefasst werden. Eine Enterprise-Integrationsplattform ersetzt dieses Geflecht durch einen zentralen Knoten, über den alle Datenflüsse laufen.',
    'Auf der Plattform liegen die Verbindungen zu allen Systemen, die Übersetzung zwischen ihren Datenformaten und die Regeln, welche Daten wann wohin fließen. Datenflüsse werden zentral überwacht: Scheitert eine Übertragung, wird sie automatisch wiederholt oder landet mit allen Details in einer Fehlerliste, statt still zu verschwinden. Je nach Landschaft setzen wir auf iPaaS-Produkte wie MuleSoft oder Boomi, auf Open-Source-Werkzeuge wie Apache Camel oder auf eine schlanke eigene Integrationsschicht mit Messaging.',
  ],
  audience:
    'Mittelständler und Konzernbereiche mit fünf oder mehr geschäftskritischen Systemen, deren Daten heute per Excel-Export, Einzelschnittstelle oder Handeingabe von System zu System wandern.',
  problems: [
    'Stammdaten wie Kundendatensätze und Artikel sehen in jedem System ein wenig anders aus.',
    'Eine fehlgeschlagene Übertragung fällt erst auf, wenn eine Bestellung fehlt.',
    'Der Austausch des CRM würde zwanzig Schnittstellen betreffen.',
    'Neue Cloud-Dienste lassen sich nur mit großem Aufwand an die bestehenden Systeme anbinden.',
  ],
  steps: [
    {
      title: 'Landkarte der Datenflüsse',
      text: 'Wir erfassen alle Systeme, Schnittstellen und Datenflüsse und bewerten sie nach Kritikalität und Zustand.',
    },
    {
      title: 'Zielarchitektur',
      text: 'Wir wählen Plattform und Integrationsmuster, definieren ein gemeinsames Datenmodell für zentrale Objekte und legen die führenden Systeme fest.',
    },
    {
      title: 'Schrittweise migrieren',
      text: 'Die kritischsten Datenflüsse ziehen wir zuerst auf die Plattform um, jeweils mit Parallelbetrieb und Abgleich der Ergebnisse.',
    },
    {
      title: 'Betrieb und Überwachung',
      text: 'Ein zentrales Monitoring mit Fehlerlisten, Wiederholungen und Alarmen macht jeden Datenfluss nachvollziehbar.',
    },
  ],
  technologies: ['MuleSoft', 'Boomi', 'Apache Camel', 'RabbitMQ', 'Apache Kafka', 'SAP Integration Suite', 'OpenAPI', 'AsyncAPI'],
  outcomes: [
    'Ein zentraler Ort für alle Datenflüsse statt eines Schnittstellengeflechts',
    'Überwachte Übertragungen mit automatischer Wiederholung',
    'Einheitliche Stammdaten über alle Systeme hinweg',
    'Neue Systeme, die sich in Wochen statt Monaten anbinden lassen',
  ],
  faq: [
    {
      question: 'iPaaS kaufen oder selbst bauen?',
      answer:
        'Bei vielen Standardsystemen mit fertigen Konnektoren spart ein iPaaS-Produkt viel Zeit. Bei wenigen, sehr individuellen Systemen oder strengen Vorgaben zum Betriebsort ist eine schlanke eigene Integrationsschicht oft günstiger. Wir vergleichen beide Wege anhand Ihrer Landschaft.',
    },
    {
      question: 'Müssen alle Schnittstellen auf einmal umgestellt werden?',
      answer:
        'Nein. Wir migrieren Schritt für Schritt, beginnend mit den kritischsten oder fehleranfälligsten Datenflüssen. Alte und neue Verbindungen laufen so lange parallel, bis die Ergebnisse übereinstimmen.',
    },
    {
      question: 'Wie unterscheidet sich das von API-Management?',
      answer:
        'API-Management sorgt dafür, dass Schnittstellen sicher bereitgestellt und verwaltet werden. Eine Integrationsplattform verbindet Systeme und steuert die Datenflüsse zwischen ihnen. In größeren Landschaften ergänzen sich beide.',
    },
  ],
  cta: 'Skizzieren Sie uns Ihre Systemlandschaft, so wie Sie sie kennen – wir zeigen, wie eine zentrale Integrationsplattform sie vereinfacht.',
  related: {
    services: ['api-management', 'etl-data-processing', 'microservices-architecture', 'supplier-portals'],
    references: ['baustoffe-plattform', 'automotive-relaunch', 'hotel-buchungsplattform'],
    industries: ['kmu', 'automotive', 'logistics'],
  },
} as const satisfies ServiceDetail;
