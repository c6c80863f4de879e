import type { ServiceDetail } from '../../types';

export const lowCodeAutomation = {
  intro: [
    'Low-Code liegt zwischen zwei Welten: Abläufe werden überwiegend visuell modelliert, doch wo Standardbausteine nicht reichen, schreiben wir eigenen Code – eine Schnittstelle zu einem älteren ERP, eine Preislogik mit vielen Sonderfällen oder eine Prüfung, die ein KI-Modell aufruft. So verbinden Sie die Geschwindigkeit einer Plattform mit der Präzision individueller Entwicklung.',
    'Wir arbeiten vor allem mit Microsoft Power Platform, n8n und Camunda. Power Apps und Power Automate sind ideal, wenn Ihr Unternehmen ohnehin auf Microsoft 365 setzt; n8n lässt sich vollständig selbst hosten und eignet sich für datenschutzsensible Abläufe; Camunda spielt seine Stärken bei langlaufenden Prozessen mit vielen Beteiligten und Fristen aus. Für jede Lösung legen wir Versionsverwaltung, Testumgebung und Zuständigkeiten fest, damit aus schneller Automatisierung kein Wildwuchs wird.',
  ],
  audience:
    'IT-Abteilungen und Digitalisierungsteams im Mittelstand, die viele Abläufe zügig automatisieren wollen, ohne Governance, Wartbarkeit und die Integration in bestehende Systeme aus der Hand zu geben.',
  problems: [
    'Fachbereiche haben eigene Flows gebaut, die niemand dokumentiert hat und die bei jeder Passwortänderung brechen.',
    'Freigaben für Urlaub, Bestellungen oder Verträge laufen per E-Mail und bleiben liegen.',
    'Ein älteres Fachsystem ohne moderne Schnittstelle wird deshalb von Hand befüllt.',
    'Die IT möchte Automatisierung ermöglichen, ohne die Kontrolle über Daten und Zugänge zu verlieren.',
  ],
  steps: [
    {
      title: 'Plattform und Leitplanken',
      text: 'Wir klären, welche Plattform zu Ihrer Landschaft passt, und legen Umgebungen, Namenskonventionen, Rechte und Freigaberegeln fest.',
    },
    {
      title: 'Prozess modellieren',
      text: 'Gemeinsam mit dem Fachbereich modellieren wir den Ablauf samt Ausnahmen, Fristen und Eskalationen.',
    },
    {
      title: 'Erweitern, wo nötig',
      text: 'Fehlende Konnektoren und komplexe Logik ergänzen wir als eigene Bausteine in TypeScript oder Python, getestet und versioniert.',
    },
    {
      title: 'Betrieb sichern',
      text: 'Monitoring, Fehlerbenachrichtigungen und ein Verzeichnis aller Automatisierungen sorgen dafür, dass Ihr Team den Überblick behält.',
    },
  ],
  technologies: ['Microsoft Power Apps', 'Power Automate', 'n8n', 'Camunda 8', 'TypeScript', 'Python', 'Azure Functions'],
  outcomes: [
    'Automatisierte Abläufe mit dokumentierten Ausnahmen und Eskalationen',
    'Eigene Bausteine für Systeme ohne Standardkonnektor',
    'Ein Regelwerk, das Automatisierung durch Fachbereiche sicher ermöglicht',
    'Transparenz über alle laufenden Automatisierungen und ihre Fehler',
  ],
  faq: [
    {
      question: 'Welche Plattform empfehlen Sie?',
      answer:
        'Es gibt keine beste Plattform, nur eine passende. Wer Microsoft 365 nutzt, startet meist mit der Power Platform, wer selbst hosten möchte, mit n8n, und komplexe, langlaufende Prozesse gehören zu Camunda.',
    },
    {
      question: 'Können unsere Mitarbeitenden die Abläufe später selbst ändern?',
      answer:
        'Ja, innerhalb der vereinbarten Leitplanken. Wir schulen Key-User und trennen änderbare Konfiguration von den eigenen Code-Bausteinen, deren Änderungen über die IT laufen.',
    },
    {
      question: 'Wie schnell ist eine erste Automatisierung live?',
      answer:
        'Ein überschaubarer Freigabeprozess ist oft in zwei bis drei Wochen produktiv. Bei Anbindungen an Altsysteme planen wir mehr Zeit für Schnittstellen und Tests ein.',
    },
  ],
  cta: 'Sagen Sie uns, welche Plattformen Sie bereits lizenziert haben – wir zeigen, wie daraus schnell sichere Automatisierungen werden.',
  related: {
    services: ['no-code-development', 'automation-solutions', 'enterprise-integration-platform', 'internal-business-applications'],
    references: ['reverse-recruiting', 'garantiemax'],
    industries: ['kmu', 'insurance', 'manufacturing'],
  },
} as const satisfies ServiceDetail;
