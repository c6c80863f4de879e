import type { ServiceDetail } from '../../types';

export const internalBusinessApplications = {
  intro: [
    'Fast jedes Unternehmen hat irgendwo eine Excel-Datei, ohne die nichts läuft: die Projektkalkulation mit Makros, die Liste aller Serviceeinsätze, die Übersicht offener Reklamationen. Solche Lösungen sind oft klug gebaut, aber sie skalieren nicht – gleichzeitiges Arbeiten, Rechte, Historie und Auswertungen stoßen an Grenzen, und wenn die Person geht, die sie gebaut hat, wird es kritisch. Wir ersetzen sie durch Geschäftsanwendungen, die genau Ihre Abläufe abbilden.',
    'Weil interne Anwendungen von Menschen genutzt werden, die den ganzen Tag damit arbeiten, achten wir besonders auf Effizienz in der Bedienung: Tastaturkürzel, Massenbearbeitung, sinnvolle Voreinstellungen und eine schnelle Suche. Die Anmeldung läuft über Ihr bestehendes Microsoft- oder Google-Konto, Rollen regeln, wer was sehen und ändern darf, und Schnittstellen zu ERP und Buchhaltung sorgen dafür, dass Daten nur einmal erfasst werden.',
  ],
  audience:
    'Teams in Vertrieb, Einkauf, Service, Produktion oder Verwaltung, deren Arbeit an gewachsenen Tabellen oder Insellösungen hängt und deren Abläufe zu speziell für Standardsoftware sind.',
  problems: [
    'Eine zentrale Excel-Datei wird von zwanzig Personen bearbeitet und regelmäßig versehentlich überschrieben.',
    'Für eine Auswertung müssen Daten aus drei Systemen von Hand zusammengeführt werden.',
    'Das ERP könnte den Ablauf theoretisch abbilden, aber nur mit teurer Anpassung und umständlicher Bedienung.',
    'Niemand kann nachvollziehen, wer wann eine Zahl geändert hat.',
  ],
  steps: [
    {
      title: 'Arbeit beobachten',
      text: 'Wir schauen den künftigen Nutzer:innen über die Schulter und analysieren die bestehende Lösung mit allen Formeln und Sonderfällen.',
    },
    {
      title: 'Schlank konzipieren',
      text: 'Wir entwerfen zuerst die Oberflächen für die häufigsten Tätigkeiten und planen Rollen, Schnittstellen und die Datenübernahme.',
    },
    {
      title: 'Entwickeln mit Key-Usern',
      text: 'Ausgewählte Mitarbeitende testen jede Version und geben Rückmeldung, bevor wir weiterbauen.',
    },
    {
      title: 'Ablösen ohne Bruch',
      text: 'Wir migrieren die Altdaten, schulen das Team und betreiben alte und neue Lösung für eine kurze Übergangszeit parallel.',
    },
  ],
  technologies: ['TypeScript', 'React', 'Node.js', 'NestJS', 'PostgreSQL', 'Microsoft Entra ID', 'Docker'],
  outcomes: [
    'Eine Anwendung, die mehrere Personen gleichzeitig und sicher nutzen können',
    'Eine Änderungshistorie, die jede Eingabe nachvollziehbar macht',
    'Auswertungen auf Knopfdruck statt zusammenkopierter Tabellen',
    'Weniger Abhängigkeit von einzelnen Personen und ihren Dateien',
  ],
  faq: [
    {
      question: 'Warum nicht einfach eine Standardsoftware kaufen?',
      answer:
        'Wenn es eine passende gibt, raten wir dazu. Individuelle Anwendungen lohnen sich für Abläufe, die Ihr Unternehmen besonders machen, oder wenn die Anpassung einer Standardlösung teurer würde als eine Eigenentwicklung.',
    },
    {
      question: 'Können unsere bestehenden Excel-Daten übernommen werden?',
      answer:
        'Ja. Wir bereinigen und migrieren die Daten, prüfen sie gemeinsam mit Ihnen auf Vollständigkeit und übernehmen auch historische Stände, wenn Sie diese für Auswertungen brauchen.',
    },
    {
      question: 'Wer betreibt die Anwendung nach dem Go-live?',
      answer:
        'Je nach Wunsch Ihre IT, ein Hosting-Partner oder wir. In jedem Fall erhalten Sie Dokumentation und Zugänge, damit der Betrieb nicht an uns gebunden ist.',
    },
  ],
  cta: 'Bringen Sie die Tabelle mit, ohne die bei Ihnen nichts läuft – wir zeigen, wie eine Anwendung daraus aussehen würde.',
  related: {
    services: ['web-applications', 'low-code-automation', 'role-based-access-control', 'resource-planning'],
    references: ['buchberger', 'garantiemax'],
    industries: ['kmu', 'manufacturing', 'logistics'],
  },
} as const satisfies ServiceDetail;
