import type { ServiceDetail } from '../../types';

export const workflowFinder = {
  intro: [
    'Der Workflow-Finder beantwortet eine einfache Frage mit System: Welche Ihrer Abläufe kosten am meisten Zeit, und welche davon lassen sich mit vertretbarem Aufwand automatisieren? Statt mit einer Technologie zu beginnen und nach Anwendungsfällen zu suchen, starten wir bei der Arbeit, die Ihre Teams tatsächlich erledigen – vom Posteingang bis zur Monatsabrechnung.',
    'In zwei bis drei Wochen erfassen wir gemeinsam mit den Beteiligten zwanzig bis fünfzig Abläufe, schätzen Häufigkeit, Zeitaufwand und Fehleranfälligkeit und ordnen jedem den passenden Lösungsweg zu: eine No-Code-Automatisierung, eine Integration zwischen bestehenden Systemen, einen KI-Baustein oder schlicht eine bessere Regel. Das Ergebnis ist eine Liste, mit der Sie sofort planen können.',
  ],
  audience:
    'Mittelständische Unternehmen und Verwaltungen, deren Fachkräfte viel Zeit mit Routinearbeit verbringen, die aber vor einer Investition in Automatisierung oder KI eine belastbare Grundlage wollen.',
  problems: [
    'Mitarbeitende übertragen täglich Daten von einem System ins andere, von Hand oder per Kopieren und Einfügen.',
    'Es gibt viele Automatisierungsideen, aber keine Übersicht, welche sich wirklich rechnen.',
    'Ein KI-Pilot wurde gestartet, ohne dass klar war, welchen Ablauf er eigentlich entlasten soll.',
    'Das Wissen über Abläufe steckt in einzelnen Köpfen und ist nirgends aufgeschrieben.',
  ],
  steps: [
    {
      title: 'Auftakt mit Zielbild',
      text: 'In einem halbtägigen Termin legen wir fest, welche Bereiche wir betrachten, wer befragt wird und woran Sie den Erfolg messen.',
    },
    {
      title: 'Abläufe aufnehmen',
      text: 'In kurzen Interviews und durch Beobachtung am Arbeitsplatz dokumentieren wir jeden Ablauf mit Auslöser, Schritten, beteiligten Systemen und Ausnahmen.',
    },
    {
      title: 'Bewerten und zuordnen',
      text: 'Für jeden Ablauf schätzen wir die heutige Zeit pro Monat, das Automatisierungspotenzial und den Umsetzungsaufwand und schlagen die passende Technik vor.',
    },
    {
      title: 'Ergebnis vorstellen',
      text: 'Im Abschlussworkshop gehen wir die priorisierte Liste durch und wählen gemeinsam zwei bis drei Abläufe für eine erste Umsetzung aus.',
    },
  ],
  technologies: ['BPMN 2.0', 'Camunda Modeler', 'Miro', 'Make', 'n8n', 'Microsoft Power Automate'],
  outcomes: [
    'Eine dokumentierte Übersicht Ihrer wichtigsten Abläufe mit Zeitaufwand und Schwachstellen',
    'Eine nach Nutzen und Aufwand priorisierte Umsetzungsliste',
    'Für jeden Favoriten einen Lösungsvorschlag mit grober Aufwandsschätzung',
    'Klarheit darüber, wo KI sinnvoll ist und wo eine einfache Regel genügt',
  ],
  faq: [
    {
      question: 'Wie viel Zeit müssen unsere Mitarbeitenden investieren?',
      answer:
        'Pro befragter Person rechnen wir mit ein bis zwei Stunden Interview; dazu kommen Auftakt und Abschlussworkshop für das Kernteam. Die Dokumentation übernehmen wir vollständig.',
    },
    {
      question: 'Bekommen wir eine Empfehlung für ein bestimmtes Werkzeug?',
      answer:
        'Nur wenn sie sich aus den Abläufen ergibt. Wir sind an keinen Plattformanbieter gebunden und raten häufig dazu, vorhandene Lizenzen, etwa für Microsoft 365, besser zu nutzen, bevor Sie neue kaufen.',
    },
    {
      question: 'Was passiert nach dem Workflow-Finder?',
      answer:
        'Die ausgewählten Abläufe setzen wir auf Wunsch direkt um, oft innerhalb weniger Wochen. Die Liste bleibt Ihr Arbeitsinstrument für die folgenden Monate und lässt sich mit eigenen Einträgen fortschreiben.',
    },
  ],
  cta: 'Nennen Sie uns den Ablauf, der Ihr Team am meisten Zeit kostet – oft lässt sich schon daran zeigen, was der Workflow-Finder für Sie leisten kann.',
  related: {
    services: ['automation-solutions', 'process-optimization', 'no-code-development', 'low-code-automation'],
    references: ['garantiemax'],
    industries: ['real-estate', 'kmu', 'public-sector'],
  },
} as const satisfies ServiceDetail;
