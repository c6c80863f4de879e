import type { ServiceDetail } from '../../types';

export const realtimeDataSolutions = {
  intro: [
    'Manche Informationen verlieren ihren Wert innerhalb von Minuten: ein Kühlcontainer, dessen Temperatur steigt, eine Maschine, die ungewöhnlich vibriert, ein Lkw im Stau, während der Kunde auf die Lieferung wartet, eine Zahlung, die verdächtig aussieht. Wer solche Daten erst im nächtlichen Batchlauf verarbeitet, kann nur noch nachträglich reagieren. Echtzeit-Datenlösungen verarbeiten Ereignisse, sobald sie entstehen, und lösen sofort die passende Reaktion aus.',
    'Technisch setzen wir auf Event-Streaming mit Apache Kafka oder vergleichbaren verwalteten Diensten, auf Stream-Verarbeitung für Berechnungen über Zeitfenster und auf Zeitreihendatenbanken wie TimescaleDB für den schnellen Zugriff auf Messwerte. Sensoren und Fahrzeuge liefern ihre Daten häufig über MQTT, Geschäftsereignisse kommen aus ERP, Shop oder Zahlungssystem. Aus den Datenströmen entstehen Live-Dashboards, Alarme und automatische Aktionen – bis hin zu Vorhersagen, wann eine Wartung fällig wird.',
  ],
  audience:
    'Logistik, Produktion, Mobilität, Energie und Handel – überall dort, wo laufend Maschinen-, Fahrzeug-, Sensor- oder Transaktionsdaten entstehen und Entscheidungen nicht bis zum nächsten Tagesbericht warten können.',
  problems: [
    'Störungen fallen erst auf, wenn sich Kund:innen beschweren.',
    'Sensordaten werden gesammelt, aber niemand wertet sie aus.',
    'Der nächtliche Datenabzug belastet die Quellsysteme und ist am Morgen schon veraltet.',
    'Jedes neue System braucht eigene Schnittstellen zu allen anderen.',
  ],
  steps: [
    {
      title: 'Ereignisse bestimmen',
      text: 'Wir legen fest, welche Ereignisse geschäftlich relevant sind, wie schnell darauf reagiert werden muss und welche Datenqualität nötig ist.',
    },
    {
      title: 'Streaming-Plattform aufbauen',
      text: 'Wir richten Event-Streaming ein, binden Quellen über Konnektoren oder MQTT an und definieren für jedes Ereignis ein Schema.',
    },
    {
      title: 'Verarbeiten und reagieren',
      text: 'Stream-Verarbeitung berechnet Kennzahlen über Zeitfenster, erkennt Muster und löst Alarme oder Folgeprozesse aus.',
    },
    {
      title: 'Sichtbar machen',
      text: 'Live-Dashboards und Benachrichtigungen bringen die Ergebnisse zu den Menschen, die handeln müssen.',
    },
  ],
  technologies: ['Apache Kafka', 'Apache Flink', 'MQTT', 'TimescaleDB', 'Python', 'Kotlin', 'Grafana', 'Kubernetes'],
  outcomes: [
    'Reaktion auf Ereignisse in Sekunden statt am nächsten Tag',
    'Eine zentrale Ereignisplattform, an die sich neue Systeme einfach anschließen',
    'Live-Dashboards und Alarme für Betrieb und Service',
    'Historische Messdaten als Grundlage für Prognosen',
  ],
  faq: [
    {
      question: 'Brauchen wir wirklich Echtzeit?',
      answer:
        'Nicht für alles. Wir prüfen für jeden Anwendungsfall, welche Verzögerung akzeptabel ist. Oft genügen Minuten statt Millisekunden, und das vereinfacht Architektur und Betrieb erheblich.',
    },
    {
      question: 'Kafka selbst betreiben oder als Cloud-Dienst?',
      answer:
        'Den meisten Unternehmen empfehlen wir einen verwalteten Dienst wie Confluent Cloud oder Amazon MSK. Der Eigenbetrieb lohnt sich bei sehr großen Datenmengen oder strengen Vorgaben zum Betriebsort.',
    },
    {
      question: 'Was passiert, wenn ein verarbeitendes System ausfällt?',
      answer:
        'Die Ereignisse bleiben in der Streaming-Plattform gespeichert und werden nach dem Neustart nachverarbeitet. So geht nichts verloren, auch wenn ein Teil kurzzeitig nicht verfügbar ist.',
    },
  ],
  cta: 'Nennen Sie uns das Ereignis, von dem Sie heute zu spät erfahren – wir zeigen, wie Sie künftig in Sekunden reagieren.',
  related: {
    services: ['process-monitoring', 'customizable-dashboards', 'microservices-architecture', 'inventory-management'],
    references: ['fahrzeugdatenplattform', 'smart-home-app', 'fussball-apps'],
    industries: ['logistics', 'automotive', 'manufacturing'],
  },
} as const satisfies ServiceDetail;
