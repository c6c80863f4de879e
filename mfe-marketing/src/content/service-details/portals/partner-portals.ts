import type { ServiceDetail } from '../../types';

export const partnerPortals = {
  intro: [
    'Hersteller und Markenunternehmen, die über Fachhändler, Installateure, Servicepartner oder Franchisenehmer verkaufen, stehen vor einer besonderen Aufgabe: Hunderte eigenständige Betriebe sollen Ihre Produkte kompetent verkaufen und betreuen, ohne dass Sie ihnen Vorgaben machen können wie eigenen Mitarbeitenden. Ein gutes Partnerportal gibt ihnen alles dafür an die Hand – aktuelle Preislisten und Konditionen, Marketingmaterial, Schulungen, technische Unterlagen und einen direkten Draht zu Ihrem Partnermanagement.',
    'Zugleich steuern Sie über das Portal die Zusammenarbeit: Anfragen von Endkund:innen werden nach Region und Qualifikation an Partner verteilt, Partner melden Projekte und Verkaufschancen zurück, und Provisionen oder Boni werden transparent abgerechnet. Zertifizierungsstufen schalten abhängig von absolvierten Schulungen weitere Inhalte oder bessere Konditionen frei. So entsteht ein Netzwerk, das Sie anhand von Zahlen führen können.',
  ],
  audience:
    'Hersteller, Markenunternehmen und Franchisegeber mit indirektem Vertrieb oder externem Servicenetz, die ihre Partner besser befähigen und die Zusammenarbeit messbar machen wollen.',
  problems: [
    'Preislisten und Produktunterlagen werden per E-Mail verschickt, und Partner arbeiten mit alten Ständen.',
    'Anfragen von Endkund:innen gehen per Telefon an Partner und werden danach nicht mehr verfolgt.',
    'Die Provisionsabrechnung ist aufwendig und sorgt regelmäßig für Rückfragen.',
    'Niemand weiß, welche Partner welche Schulungen absolviert haben.',
  ],
  steps: [
    {
      title: 'Partnerreise verstehen',
      text: 'Wir sprechen mit Partnern unterschiedlicher Größe und erfassen, was sie vom Onboarding bis zum Verkauf brauchen.',
    },
    {
      title: 'Das Tägliche zuerst',
      text: 'Zuerst entstehen Dokumentenbereich, Preislisten und Ansprechpersonen – das, wonach Partner jeden Tag suchen.',
    },
    {
      title: 'Leads und Provisionen',
      text: 'Danach folgen Lead-Verteilung, Projektregistrierung und eine Provisionsübersicht, angebunden an CRM und Buchhaltung.',
    },
    {
      title: 'Schulung und Zertifizierung',
      text: 'Ein Lernbereich mit Kursen und Nachweisen schaltet je nach Zertifizierungsstufe weitere Inhalte frei.',
    },
  ],
  technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Salesforce Experience Cloud', 'HubSpot', 'Moodle', 'Keycloak'],
  outcomes: [
    'Ein Ort, an dem Partner stets aktuelle Preise und Unterlagen finden',
    'Nachvollziehbare Lead-Verteilung mit Rückmeldung zum Ergebnis',
    'Transparente Provisionsabrechnungen ohne Rückfragen',
    'Überblick über Schulungsstand und Zertifizierungen im Netzwerk',
  ],
  faq: [
    {
      question: 'Können Partner unterschiedliche Inhalte sehen?',
      answer:
        'Ja. Inhalte und Konditionen lassen sich nach Partnertyp, Region, Zertifizierungsstufe oder einzelnen Verträgen freigeben. Das regelt ein Rechtekonzept, das Ihr Partnermanagement selbst pflegt.',
    },
    {
      question: 'Wie werden Leads fair verteilt?',
      answer:
        'Nach Regeln, die Sie festlegen, etwa Postleitzahlgebiet, Qualifikation, Auslastung oder Reaktionszeit. Nimmt ein Partner einen Lead nicht innerhalb der Frist an, geht er automatisch an den nächsten.',
    },
    {
      question: 'Müssen Partner ein weiteres Passwort verwalten?',
      answer:
        'Nicht unbedingt. Größere Partner melden sich über ihr eigenes Firmenkonto an, kleinere erhalten einen Zugang mit zweitem Faktor.',
    },
  ],
  cta: 'Erzählen Sie uns, wie groß Ihr Partnernetz ist und was Partner am häufigsten anfragen – wir skizzieren ein passendes Portal.',
  related: {
    services: ['customer-partner-portals', 'role-based-access-control', 'marketing-automation', 'collaboration-tools'],
    references: ['garantiemax', 'nearshore-teams'],
    industries: ['manufacturing', 'automotive', 'insurance'],
  },
} as const satisfies ServiceDetail;
