import type { ServiceDetail } from '../../types';

export const documentManagement = {
  intro: [
    'In vielen Unternehmen ist das wichtigste Archiv ein Netzlaufwerk voller Ordner, ergänzt um E-Mail-Postfächer und Papierakten. Wer einen Vertrag, einen Lieferschein oder ein Prüfzertifikat sucht, verliert Zeit, und vor einer Betriebsprüfung wird es unangenehm. Wir digitalisieren Dokumentenflüsse vom Eingang bis zur Archivierung: Dokumente werden erfasst, per KI klassifiziert, mit Metadaten versehen, in Freigaben geleitet und revisionssicher abgelegt.',
    'Die Klassifizierung erkennt etwa, ob es sich um eine Rechnung, eine Auftragsbestätigung oder eine Kündigung handelt, liest Lieferant, Betrag und Vertragsnummer aus und ordnet das Dokument dem richtigen Vorgang zu. Über eine RAG-basierte Suche finden Mitarbeitende Inhalte in natürlicher Sprache, zum Beispiel alle Verträge mit Kündigungsfrist im nächsten Quartal. Für die Ablage setzen wir auf etablierte Systeme und binden sie an ERP, CRM und Microsoft 365 an.',
  ],
  audience:
    'Unternehmen mit hohem Dokumentenaufkommen in Verwaltung, Immobilienwirtschaft, Versicherung oder Einkauf, die Verträge, Rechnungen und Nachweise schneller finden, rechtssicher archivieren und in digitale Abläufe einbinden wollen.',
  problems: [
    'Eingangspost wird gescannt, landet aber unbenannt in einem Sammelordner.',
    'Kündigungsfristen werden verpasst, weil niemand den Überblick über alle Verträge hat.',
    'Vor jeder Betriebsprüfung beginnt das große Suchen nach Belegen.',
    'Freigaben laufen über ausgedruckte Umlaufmappen und dauern Wochen.',
  ],
  steps: [
    {
      title: 'Dokumentenlandkarte',
      text: 'Wir erfassen, welche Dokumentarten entstehen, wer sie braucht, wie lange sie aufbewahrt werden müssen und wo sie heute liegen.',
    },
    {
      title: 'Erfassung und Klassifizierung',
      text: 'Wir richten Eingangskanäle für Scan, E-Mail und Upload ein und trainieren die KI-Erkennung mit Ihren tatsächlichen Dokumentarten.',
    },
    {
      title: 'Workflows und Ablage',
      text: 'Freigaben, Zuständigkeiten und Aufbewahrungsfristen bilden wir in Workflows ab und legen Dokumente revisionssicher nach GoBD ab.',
    },
    {
      title: 'Suche und Integration',
      text: 'Wir binden das System an ERP und CRM an und ergänzen eine Suche, die Fragen in natürlicher Sprache versteht.',
    },
  ],
  technologies: ['DocuWare', 'd.velop', 'Microsoft SharePoint', 'Azure AI Document Intelligence', 'Tesseract OCR', 'Python', 'pgvector'],
  outcomes: [
    'Eingehende Dokumente, die automatisch erkannt, benannt und zugeordnet werden',
    'Digitale Freigaben mit nachvollziehbarem Verlauf',
    'Revisionssichere Archivierung mit automatischen Aufbewahrungsfristen',
    'Eine Suche, die Inhalte statt nur Dateinamen findet',
  ],
  faq: [
    {
      question: 'Ist die Ablage dann GoBD-konform?',
      answer:
        'Die Systeme, die wir einsetzen, unterstützen die GoBD-Anforderungen. Zusätzlich erstellen wir mit Ihnen die Verfahrensdokumentation, die Steuerberatung und Betriebsprüfung erwarten.',
    },
    {
      question: 'Wie zuverlässig erkennt die KI unsere Dokumente?',
      answer:
        'Das hängt von Vielfalt und Qualität der Dokumente ab. Wir messen die Erkennungsrate an Ihren Beispielen und leiten unsichere Fälle zur Prüfung an Mitarbeitende weiter, statt sie falsch einzusortieren.',
    },
    {
      question: 'Müssen wir unser bestehendes Archiv migrieren?',
      answer:
        'Nicht zwingend. Häufig bleibt der Altbestand, wo er ist, und wird nur für die Suche indexiert; neue Dokumente laufen ab einem Stichtag ins neue System.',
    },
  ],
  cta: 'Nennen Sie uns die Dokumentart, die Ihnen am meisten Arbeit macht – wir zeigen, wie ihr Weg vom Eingang bis zum Archiv digital aussehen kann.',
  related: {
    services: ['automation-solutions', 'ai-development', 'enterprise-integration-platform', 'role-based-access-control'],
    references: ['garantiemax', 'product-communicator'],
    industries: ['real-estate', 'insurance', 'public-sector'],
  },
} as const satisfies ServiceDetail;
