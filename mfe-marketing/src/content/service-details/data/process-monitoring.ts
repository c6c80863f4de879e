import type { ServiceDetail } from '../../types';

export const processMonitoring = {
  intro: [
    'Ob ein Prozess gut läuft, zeigt sich selten in einem einzelnen System. Eine Bestellung entsteht im Shop, wird im ERP bearbeitet, im Lager kommissioniert, vom Versanddienstleister zugestellt und in der Buchhaltung abgerechnet. Stockt sie irgendwo, merkt das oft zuerst der Kunde. Prozessüberwachung verbindet die Ereignisse aus allen beteiligten Systemen zu einem Gesamtbild und zeigt live, wo Vorgänge hängen bleiben.',
    'Dafür erfassen wir Ereignisse aus Datenbanken, Logdateien und Schnittstellen, ordnen sie über Schlüssel wie Auftrags- oder Fallnummer dem richtigen Vorgang zu und berechnen Durchlaufzeiten, Wartezeiten und Abweichungen vom vorgesehenen Ablauf. Regeln lösen Benachrichtigungen aus, bevor vereinbarte Fristen reißen, und Process-Mining-Auswertungen zeigen, welche Varianten Ihr Prozess in der Wirklichkeit hat. So erkennen Sie Engpässe früh und wissen, wo sich eine Optimierung lohnt.',
  ],
  audience:
    'Betriebs-, Logistik-, Service- und IT-Teams mit Prozessen über mehrere Systeme, bei denen Verzögerungen teuer werden – durch Vertragsstrafen, Beschwerden oder verpasste Fristen.',
  problems: [
    'Kund:innen melden eine verspätete Lieferung, bevor Ihr Team davon weiß.',
    'Service-Level-Vereinbarungen werden verletzt, weil niemand die Fristen im Blick hat.',
    'Die Durchlaufzeit eines Vorgangs lässt sich nur schätzen, nicht messen.',
    'Bei Störungen sucht die IT stundenlang, in welchem System ein Vorgang hängt.',
  ],
  steps: [
    {
      title: 'Prozess und Ereignisse',
      text: 'Wir beschreiben den Soll-Ablauf und bestimmen, welche Systeme an welcher Stelle Ereignisse erzeugen.',
    },
    {
      title: 'Ereignisse zusammenführen',
      text: 'Wir binden die Quellen an und verknüpfen die Ereignisse über gemeinsame Schlüssel zu vollständigen Vorgängen.',
    },
    {
      title: 'Regeln und Alarme',
      text: 'Wir definieren Fristen, Schwellenwerte und Eskalationen und legen fest, wer wann benachrichtigt wird.',
    },
    {
      title: 'Analysieren',
      text: 'Dashboards zeigen den Live-Zustand, Process-Mining-Auswertungen die tatsächlichen Abläufe und ihre Varianten.',
    },
  ],
  technologies: ['OpenTelemetry', 'Apache Kafka', 'Elasticsearch', 'Grafana', 'Camunda Optimize', 'PM4Py', 'Python', 'PostgreSQL'],
  outcomes: [
    'Ein Live-Bild aller laufenden Vorgänge über Systemgrenzen hinweg',
    'Benachrichtigungen, bevor Fristen verletzt werden',
    'Gemessene statt geschätzter Durchlaufzeiten',
    'Erkenntnisse über tatsächliche Prozessvarianten und Engpässe',
  ],
  faq: [
    {
      question: 'Ist das dasselbe wie Process Mining?',
      answer:
        'Process Mining ist ein Teil davon: Es rekonstruiert aus historischen Ereignissen, wie Prozesse tatsächlich ablaufen. Prozessüberwachung ergänzt den Blick auf laufende Vorgänge und reagiert sofort.',
    },
    {
      question: 'Müssen wir unsere Systeme dafür ändern?',
      answer:
        'In der Regel nicht. Wir lesen Ereignisse aus vorhandenen Datenbanken, Logs und Schnittstellen. Nur wenn ein wichtiger Schritt keine Spuren hinterlässt, ergänzen wir ein Ereignis.',
    },
    {
      question: 'Werden dabei Mitarbeitende überwacht?',
      answer:
        'Im Mittelpunkt steht der Prozess, nicht die Person. Wir werten auf Vorgangsebene aus, stimmen das Konzept mit Betriebsrat und Datenschutz ab und verzichten auf Auswertungen zu einzelnen Beschäftigten.',
    },
  ],
  cta: 'Nennen Sie uns einen Prozess, bei dem Sie erst durch Beschwerden von Verzögerungen erfahren – wir zeigen, wie Sie sie früher sehen.',
  related: {
    services: ['process-optimization', 'realtime-data-solutions', 'efficiency-optimization', 'customizable-dashboards'],
    references: ['fahrzeugdatenplattform', 'baustoffe-plattform'],
    industries: ['logistics', 'e-commerce', 'insurance'],
  },
} as const satisfies ServiceDetail;
