import type { ServiceDetail } from '../../types';

export const processOptimization = {
  intro: [
    'Bevor ein Ablauf digitalisiert wird, lohnt sich der Blick darauf, ob er überhaupt so bleiben sollte. Wir nehmen Prozesse gemeinsam mit den Menschen auf, die sie jeden Tag ausführen, und machen sichtbar, wo Informationen doppelt erfasst, Unterlagen ausgedruckt und wieder eingescannt werden oder Entscheidungen tagelang in Postfächern liegen. Oft zeigt sich, dass einzelne Schritte nur noch aus Gewohnheit existieren.',
    'Den Zielprozess entwerfen wir so, dass er sich direkt umsetzen lässt: mit klaren Zuständigkeiten, definierten Übergaben und der Frage, welche Software welchen Schritt übernimmt. Weil unsere Teams auch entwickeln, endet die Optimierung nicht bei einem Diagramm. Wir bauen die nötigen Formulare, Integrationen oder Anwendungen und prüfen nach einigen Wochen, ob der neue Ablauf im Alltag trägt.',
  ],
  audience:
    'Bereichs- und Prozessverantwortliche in Verwaltung, Einkauf, Auftragsabwicklung oder Kundenservice, deren Abläufe über Jahre gewachsen sind und die vor einer Digitalisierung erst Ordnung schaffen wollen.',
  problems: [
    'Ein Vorgang wandert durch fünf Abteilungen, und niemand weiß, wo er gerade liegt.',
    'Dieselben Kundendaten werden in Angebot, Auftrag und Rechnung jeweils neu eingetippt.',
    'Neue Kolleg:innen brauchen Monate, bis sie alle Sonderregeln kennen.',
    'Eine neue Software wurde eingeführt, doch der alte Papierweg läuft parallel weiter.',
  ],
  steps: [
    {
      title: 'Ist-Aufnahme vor Ort',
      text: 'Wir begleiten den Prozess an echten Vorgängen, erfassen Wartezeiten und Medienbrüche und modellieren den Ist-Ablauf in BPMN.',
    },
    {
      title: 'Ursachen klären',
      text: 'In einem Workshop mit allen beteiligten Rollen trennen wir echte Anforderungen von historisch gewachsenen Gewohnheiten.',
    },
    {
      title: 'Zielprozess entwerfen',
      text: 'Wir entwerfen einen schlanken Soll-Ablauf und legen fest, welche Schritte entfallen, welche automatisiert werden und wer wofür verantwortlich ist.',
    },
    {
      title: 'Umsetzen und nachmessen',
      text: 'Wir setzen die digitalen Bausteine um, schulen die Beteiligten und vergleichen nach sechs bis acht Wochen die Durchlaufzeiten vorher und nachher.',
    },
  ],
  technologies: ['BPMN 2.0', 'SAP Signavio', 'Camunda', 'Microsoft Power Automate', 'Jira Service Management', 'Miro'],
  outcomes: [
    'Ein dokumentierter Ist- und Soll-Prozess, den alle Beteiligten verstehen',
    'Weniger Übergaben und eine klare Verantwortung für jeden Schritt',
    'Umgesetzte digitale Bausteine statt eines Maßnahmenkatalogs',
    'Eine Vorher-nachher-Messung der Durchlaufzeit',
  ],
  faq: [
    {
      question: 'Brauchen wir dafür eine bestimmte Software?',
      answer:
        'Nein. Wir arbeiten mit den Systemen, die Sie bereits nutzen, und empfehlen Neues nur, wenn sich ein Ablauf anders nicht sinnvoll abbilden lässt.',
    },
    {
      question: 'Wie gehen Sie mit Widerständen im Team um?',
      answer:
        'Indem wir die Menschen, die den Prozess ausführen, von Anfang an beteiligen. Wer den neuen Ablauf mitentworfen hat, trägt ihn später mit – und kennt die Ausnahmen, die in keiner Vorgabe stehen.',
    },
    {
      question: 'Was unterscheidet das von Ihrer Effizienzsteigerung?',
      answer:
        'Prozessoptimierung setzt beim organisatorischen Ablauf an. Die Effizienzsteigerung nimmt bestehende Software und Infrastruktur unter die Lupe, etwa langsame Anwendungen oder hohe Cloud-Kosten.',
    },
  ],
  cta: 'Bringen Sie einen Vorgang mit, der regelmäßig hängen bleibt – wir zeigen Ihnen, wie wir ihn aufnehmen und verbessern würden.',
  related: {
    services: ['workflow-finder', 'automation-solutions', 'process-monitoring', 'efficiency-optimization'],
    references: ['buchberger', 'garantiemax'],
    industries: ['public-sector', 'logistics', 'insurance'],
  },
} as const satisfies ServiceDetail;
