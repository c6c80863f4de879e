import type { ServiceDetail } from '../../types';

export const noCodeDevelopment = {
  intro: [
    'No-Code-Plattformen wie Bubble, Airtable, Softr oder Make sind ernsthafte Werkzeuge geworden. Mit ihnen entstehen interne Anwendungen, einfache Portale und Automatisierungen in Tagen statt Monaten, und Ihre Fachabteilung kann Texte, Felder und Regeln später selbst anpassen. Wir setzen sie dort ein, wo Geschwindigkeit und Eigenständigkeit wichtiger sind als unbegrenzte Flexibilität.',
    'Die Grenzen verschweigen wir dabei nicht: Bei großen Datenmengen, komplexen Berechtigungen oder sehr individueller Oberfläche stößt No-Code an Decken, und die Abhängigkeit vom Plattformanbieter will bedacht sein. Deshalb planen wir von Anfang an, wie sich Daten exportieren lassen und ab welchem Punkt ein Umstieg auf eigenen Code sinnvoll wird. Unsere Referenz Pflegewahl etwa ist als No-Code-MVP in acht Wochen entstanden.',
  ],
  audience:
    'Fachabteilungen, Startups und Gründerteams, die schnell ein funktionierendes Werkzeug brauchen, das Budget für eine Individualentwicklung noch nicht freigeben wollen oder ihre Lösung ohne Entwicklerteam selbst pflegen möchten.',
  problems: [
    'Ein Team organisiert Anfragen in einer geteilten Tabelle, in der ständig Versionen kollidieren.',
    'Für ein kleines internes Werkzeug hat die IT erst im nächsten Jahr Kapazität.',
    'Eine Geschäftsidee soll mit echten Kund:innen getestet werden, bevor Geld in Entwicklung fließt.',
    'Eine selbstgebaute Lösung ist gewachsen, und niemand traut sich mehr, etwas daran zu ändern.',
  ],
  steps: [
    {
      title: 'Plattform wählen',
      text: 'Nach einem kurzen Anforderungsworkshop empfehlen wir die Plattform, die zu Datenmenge, Nutzerzahl, Hosting-Anforderung und Budget passt, und begründen die Wahl.',
    },
    {
      title: 'Datenmodell zuerst',
      text: 'Tabellen, Beziehungen und Rechte entwerfen wir sauber, bevor die erste Oberfläche entsteht. Hier entscheidet sich, ob die Lösung später wachsen kann.',
    },
    {
      title: 'Bauen in kurzen Schleifen',
      text: 'In Abstimmungsrunden alle paar Tage entstehen Oberflächen und Automatisierungen, die Ihr Team sofort ausprobiert und kommentiert.',
    },
    {
      title: 'Befähigen und übergeben',
      text: 'Wir dokumentieren die Lösung, schulen Ihre Verantwortlichen und bleiben auf Wunsch für Erweiterungen und Plattform-Updates ansprechbar.',
    },
  ],
  technologies: ['Bubble', 'Airtable', 'Softr', 'Glide', 'Make', 'Zapier', 'Xano'],
  outcomes: [
    'Ein einsatzbereites Werkzeug, oft schon nach zwei bis vier Wochen',
    'Eine Lösung, die Ihr Team ohne Programmierkenntnisse anpassen kann',
    'Ein tragfähiges Datenmodell und ein dokumentierter Exportweg',
    'Eine klare Einschätzung, ab wann eigener Code sinnvoll wird',
  ],
  faq: [
    {
      question: 'Ist No-Code sicher genug für Unternehmensdaten?',
      answer:
        'Das hängt von Plattform und Daten ab. Wir prüfen Hosting-Standort, Zertifizierungen und Auftragsverarbeitungsvertrag und raten ab, wenn besonders schützenswerte Daten verarbeitet werden, die die Plattform nicht angemessen absichert.',
    },
    {
      question: 'Was passiert, wenn der Plattformanbieter die Preise erhöht?',
      answer:
        'Dieses Risiko besteht. Wir halten die Daten deshalb exportierbar, vermeiden unnötig exotische Funktionen und kalkulieren die Lizenzkosten für die erwartete Nutzerzahl von Anfang an mit.',
    },
    {
      question: 'Worin liegt der Unterschied zu Low-Code?',
      answer:
        'No-Code kommt ganz ohne Programmierung aus und richtet sich auch an Fachanwender. Low-Code erlaubt eigenen Code an ausgewählten Stellen und eignet sich für anspruchsvollere Integrationen.',
    },
  ],
  cta: 'Zeigen Sie uns die Tabelle oder den Ablauf, den Sie ablösen wollen – wir sagen Ihnen, ob No-Code dafür die richtige Wahl ist.',
  related: {
    services: ['low-code-automation', 'mvp-development', 'internal-business-applications', 'workflow-finder'],
    references: ['reverse-recruiting'],
    industries: ['startups', 'education', 'healthcare'],
  },
} as const satisfies ServiceDetail;
