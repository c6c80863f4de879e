import type { ServiceDetail } from '../../types';

export const supplierPortals = {
  intro: [
    'Die Zusammenarbeit mit Lieferanten läuft in vielen Einkaufsabteilungen noch über E-Mail, Excel und gelegentlich Fax: Anfragen werden als PDF verschickt, Angebote kommen in unterschiedlichsten Formaten zurück, Auftragsbestätigungen werden von Hand mit der Bestellung abgeglichen, und Zertifikate laufen unbemerkt ab. Ein Lieferantenportal überführt diese Kommunikation in strukturierte, nachvollziehbare Abläufe.',
    'Lieferanten registrieren sich selbst, pflegen ihre Stammdaten und laden Nachweise wie ISO-Zertifikate oder Selbstauskünfte zur Lieferkette hoch, die das Portal vor Ablauf automatisch neu anfordert. Anfragen und Ausschreibungen laufen über das Portal, Angebote werden vergleichbar erfasst, Bestellungen direkt aus dem ERP übertragen und vom Lieferanten bestätigt. Lieferavise geben Ihrem Wareneingang die Möglichkeit, sich auf die Anlieferung vorzubereiten.',
  ],
  audience:
    'Einkaufs- und Logistikabteilungen in Industrie, Handel und öffentlichen Einrichtungen mit vielen Lieferanten, die Bestellabwicklung, Lieferantenqualifizierung und Nachweispflichten digital und prüfbar organisieren wollen.',
  problems: [
    'Auftragsbestätigungen werden von Hand mit Bestellungen verglichen, und Abweichungen fallen zu spät auf.',
    'Abgelaufene Zertifikate werden erst bei einem Audit entdeckt.',
    'Angebote lassen sich kaum vergleichen, weil jeder Lieferant ein anderes Format nutzt.',
    'Für die Sorgfaltspflichten in der Lieferkette fehlen strukturierte Daten.',
  ],
  steps: [
    {
      title: 'Einkaufsprozess aufnehmen',
      text: 'Wir erfassen Ihren Ablauf von der Bedarfsmeldung bis zur Rechnung und die Rolle, die Lieferanten darin spielen.',
    },
    {
      title: 'Stammdaten und Nachweise',
      text: 'Zuerst entsteht die Selbstregistrierung mit Stammdaten, Nachweisen und einer Überwachung aller Fristen.',
    },
    {
      title: 'Bestellabwicklung',
      text: 'Bestellungen, Bestätigungen und Lieferavise laufen über das Portal, verbunden mit Ihrem ERP.',
    },
    {
      title: 'Anfragen und Bewertung',
      text: 'Ausschreibungen, Angebotsvergleich und eine Lieferantenbewertung aus Qualitäts- und Termindaten vervollständigen das Portal.',
    },
  ],
  technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'SAP S/4HANA', 'EDIFACT', 'OpenAPI', 'Keycloak'],
  outcomes: [
    'Aktuelle Lieferantenstammdaten, die Lieferanten selbst pflegen',
    'Automatische Erinnerungen, bevor Zertifikate ablaufen',
    'Abweichungen zwischen Bestellung und Bestätigung auf einen Blick',
    'Strukturierte Daten für Lieferantenbewertung und Sorgfaltspflichten',
  ],
  faq: [
    {
      question: 'Unsere großen Lieferanten nutzen EDI – passt das zusammen?',
      answer:
        'Ja. Große Lieferanten bleiben bei ihrer EDI-Anbindung, etwa über EDIFACT, kleinere arbeiten über das Portal. Beide Wege münden in dieselben Abläufe.',
    },
    {
      question: 'Wie überzeugen wir Lieferanten, das Portal zu nutzen?',
      answer:
        'Indem es ihnen Arbeit abnimmt: weniger Rückfragen, schnellere Zahlungsfreigabe und ein Überblick über alle eigenen Vorgänge. Bei der Einführung helfen Anleitungen und ein eigener Support-Kanal.',
    },
    {
      question: 'Hilft das Portal bei den Sorgfaltspflichten in der Lieferkette?',
      answer:
        'Es liefert die Grundlage: strukturierte Lieferantendaten, Selbstauskünfte und Nachweise mit Fristen. Die Risikoanalyse bleibt Aufgabe Ihres Einkaufs, wird aber deutlich einfacher.',
    },
  ],
  cta: 'Nennen Sie uns den Schritt in Ihrem Einkauf, der die meiste Abstimmung mit Lieferanten erfordert – wir zeigen, wie das Portal ihn vereinfacht.',
  related: {
    services: ['partner-portals', 'enterprise-integration-platform', 'inventory-management', 'document-management'],
    references: ['garantiemax'],
    industries: ['manufacturing', 'logistics', 'public-sector'],
  },
} as const satisfies ServiceDetail;
