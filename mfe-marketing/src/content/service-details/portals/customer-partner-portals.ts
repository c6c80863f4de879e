import type { ServiceDetail } from '../../types';

export const customerPartnerPortals = {
  intro: [
    'Im B2B-Geschäft haben Kund:innen und Partner oft ähnliche Fragen: Wo steht meine Bestellung, wo finde ich das Datenblatt, wer ist meine Ansprechperson, wie melde ich eine Reklamation? Beantwortet werden sie heute meist vom Innendienst, per Telefon und E-Mail. Ein gemeinsames Kunden- und Partnerportal macht diese Informationen rund um die Uhr im Self-Service verfügbar und schafft Ihrem Innendienst Zeit für die Fälle, die wirklich Beratung brauchen.',
    'Der Vorteil einer gemeinsamen Plattform: Bestellhistorie, Dokumente, Tickets und Stammdaten werden einmal angebunden und dann für verschiedene Zielgruppen freigegeben. Ein Händler sieht seine Konditionen und Provisionsabrechnungen, ein Endkunde seine Aufträge und Rechnungen, ein Servicepartner die Einsätze in seinem Gebiet. Ein mandantenfähiges Rechtekonzept hält die Daten getrennt, angemeldet wird per Single Sign-on oder mit zweitem Faktor.',
  ],
  audience:
    'Hersteller, Großhändler und technische Dienstleister im B2B, die sowohl Kund:innen als auch Vertriebs- oder Servicepartner digital versorgen und dafür nicht zwei getrennte Portale betreiben wollen.',
  problems: [
    'Der Innendienst beantwortet jeden Tag dieselben Fragen nach Lieferterminen und Rechnungskopien.',
    'Partner und Kund:innen erhalten Dokumente per E-Mail und arbeiten mit veralteten Versionen.',
    'Reklamationen kommen über alle Kanäle und werden in Tabellen nachverfolgt.',
    'Zwei vorhandene Portale für unterschiedliche Zielgruppen müssen doppelt gepflegt werden.',
  ],
  steps: [
    {
      title: 'Zielgruppen und Rechte',
      text: 'Wir beschreiben alle Zielgruppen mit ihren Aufgaben und legen fest, welche Daten sie sehen und welche Aktionen sie auslösen dürfen.',
    },
    {
      title: 'ERP und CRM anbinden',
      text: 'Bestellungen, Belege, Stammdaten und Tickets binden wir über Schnittstellen an und klären, welche Prozesse das Portal anstößt.',
    },
    {
      title: 'Portal mit Pilotgruppe',
      text: 'Wir starten mit den Funktionen, die den Innendienst am stärksten entlasten, und gehen zunächst mit einer Pilotgruppe live.',
    },
    {
      title: 'Schrittweise ausrollen',
      text: 'Nach den Rückmeldungen der Pilotgruppe laden wir weitere Kund:innen und Partner ein und begleiten die Einführung.',
    },
  ],
  technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'SAP S/4HANA', 'Salesforce', 'Keycloak', 'OAuth 2.0'],
  outcomes: [
    'Self-Service für Bestellstatus, Belege und Dokumente rund um die Uhr',
    'Eine Plattform für mehrere Zielgruppen mit sauber getrennten Daten',
    'Nachvollziehbare Reklamationen und Serviceanfragen statt Tabellen',
    'Ein entlasteter Innendienst mit Zeit für echte Beratung',
  ],
  faq: [
    {
      question: 'Lohnt sich ein gemeinsames Portal, oder sind zwei getrennte besser?',
      answer:
        'Greifen Kund:innen und Partner auf dieselben Daten zu, etwa Bestellungen oder Produktdokumente, spart eine gemeinsame Plattform viel Integrations- und Pflegeaufwand. Sehr unterschiedliche Zielgruppen können trotzdem eigene Oberflächen bekommen.',
    },
    {
      question: 'Wie kommen unsere Kund:innen an ihre Zugänge?',
      answer:
        'Über eine Einladung per E-Mail, ausgelöst aus dem CRM oder durch den Vertrieb. Firmenkunden können zusätzlich eigene Administrator:innen benennen, die weitere Kolleg:innen selbst freischalten.',
    },
    {
      question: 'Was passiert, wenn das ERP nicht erreichbar ist?',
      answer:
        'Das Portal zeigt dann zwischengespeicherte Stände mit einem klaren Hinweis und nimmt neue Anfragen entgegen, die es nachträglich überträgt.',
    },
  ],
  cta: 'Nennen Sie uns die drei häufigsten Anfragen an Ihren Innendienst – wir zeigen, wie ein Portal sie im Self-Service beantwortet.',
  related: {
    services: ['customer-portals', 'partner-portals', 'role-based-access-control', 'enterprise-integration-platform'],
    references: ['baustoffe-plattform', 'garantiemax'],
    industries: ['kmu', 'real-estate', 'manufacturing'],
  },
} as const satisfies ServiceDetail;
