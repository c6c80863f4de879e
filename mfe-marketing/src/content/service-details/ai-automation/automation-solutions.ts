import type { ServiceDetail } from '../../types';

export const automationSolutions = {
  intro: [
    'Automatisierung lohnt sich dort, wo dieselbe Tätigkeit hundertfach nach festen Regeln wiederholt wird: Eingangsrechnungen prüfen und buchen, Auftragsdaten aus E-Mails ins ERP übernehmen, Angebote aus Vorlagen zusammenstellen, Statusmeldungen an Kund:innen verschicken. Wir bauen Automatisierungen, die solche Aufgaben von Anfang bis Ende übernehmen und Ihre Mitarbeitenden nur dann einbeziehen, wenn eine Entscheidung oder Ausnahme ansteht.',
    'Je nach Aufgabe kombinieren wir Workflow-Engines, direkte Schnittstellen zwischen Ihren Systemen und KI-Bausteine, die unstrukturierte Eingaben wie PDFs oder Freitext verstehen. Jede Automatisierung protokolliert, was sie getan hat, damit Fehler nachvollziehbar bleiben und die Revision zufrieden ist. Und weil sich Abläufe ändern, sieht Ihr Team in einer Übersicht, welche Regel wann gegriffen hat.',
  ],
  audience:
    'Unternehmen mit hohem Vorgangsvolumen in Buchhaltung, Auftragsabwicklung, Kundenservice oder Personalwesen, deren Mitarbeitende mehr Zeit mit Abtippen und Weiterleiten verbringen als mit ihren Fachaufgaben.',
  problems: [
    'Rechnungen kommen als PDF per E-Mail und werden einzeln geöffnet, geprüft und abgetippt.',
    'Bestellungen per E-Mail oder Fax müssen von Hand ins Warenwirtschaftssystem übertragen werden.',
    'Kund:innen fragen wiederholt nach dem Status, weil niemand sie automatisch informiert.',
    'Bei Urlaub oder Krankheit bleiben Vorgänge liegen, weil nur eine Person den Ablauf kennt.',
  ],
  steps: [
    {
      title: 'Kandidat:innen auswählen',
      text: 'Wir suchen Abläufe mit hohem Volumen und klaren Regeln und stellen die eingesparte Zeit dem Umsetzungsaufwand gegenüber.',
    },
    {
      title: 'Normalfall und Ausnahmen',
      text: 'Mit dem Fachbereich beschreiben wir den Regelablauf, die Sonderfälle und die Stellen, an denen ein Mensch entscheiden muss.',
    },
    {
      title: 'Automatisierung bauen',
      text: 'Wir verbinden die beteiligten Systeme, setzen KI für Dokumentenerkennung oder Klassifizierung ein und testen mit echten Vorgängen aus der Vergangenheit.',
    },
    {
      title: 'Schrittweise übernehmen',
      text: 'Zunächst läuft die Automatisierung parallel zur Handarbeit, dann übernimmt sie Stück für Stück – mit Protokoll und Alarm bei Auffälligkeiten.',
    },
  ],
  technologies: ['Camunda', 'n8n', 'Python', 'Node.js', 'Azure AI Document Intelligence', 'OpenAI API', 'REST', 'Webhooks'],
  outcomes: [
    'Vorgänge, die ohne Handgriff durchlaufen, und ein klarer Weg für Ausnahmen',
    'Ein lückenloses Protokoll jeder automatisierten Entscheidung',
    'Freie Kapazität Ihrer Fachkräfte für Beratung und Sonderfälle',
    'Weniger Abhängigkeit vom Wissen einzelner Personen',
  ],
  faq: [
    {
      question: 'Was geschieht, wenn die Automatisierung einen Fall nicht erkennt?',
      answer:
        'Dann landet er mit allen bis dahin gesammelten Informationen in einer Aufgabenliste Ihres Teams. Die Automatisierung rät nicht, sie übergibt.',
    },
    {
      question: 'Brauchen wir dafür unbedingt KI?',
      answer:
        'Nicht immer. Viele Abläufe lassen sich mit klaren Regeln und Schnittstellen automatisieren. KI setzen wir ein, wenn Eingaben unstrukturiert sind, etwa Freitext-E-Mails oder unterschiedlich aufgebaute PDFs.',
    },
    {
      question: 'Wie messen wir den Erfolg?',
      answer:
        'Wir erfassen vorher, wie viele Vorgänge pro Monat anfallen und wie lange sie dauern, und zeigen nach dem Start, welcher Anteil automatisch durchläuft und wo noch Handarbeit nötig ist.',
    },
  ],
  cta: 'Bringen Sie drei typische, anonymisierte Beispiele eines Vorgangs mit – wir zeigen, wie weit sich dieser Ablauf automatisieren lässt.',
  related: {
    services: ['workflow-finder', 'low-code-automation', 'ai-development', 'document-management'],
    references: ['garantiemax', 'product-communicator', 'buchberger'],
    industries: ['insurance', 'logistics', 'real-estate'],
  },
} as const satisfies ServiceDetail;
