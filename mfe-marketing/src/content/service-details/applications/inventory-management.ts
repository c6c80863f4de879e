import type { ServiceDetail } from '../../types';

export const inventoryManagement = {
  intro: [
    'Bestände sind gebundenes Kapital. Zu viel Ware im Lager kostet Platz und Liquidität, zu wenig führt zu Lieferverzug und verärgerten Kund:innen. Das eigentliche Problem ist in vielen Unternehmen aber nicht die Menge, sondern die fehlende Sicht: Der Onlineshop kennt den Filialbestand nicht, das Lager bucht erst am Abend, und die Zahl im ERP stimmt selten mit dem Regal überein.',
    'Wir entwickeln Bestandslösungen, die Bewegungen aus Lager, Filialen, Onlineshop und Marktplätzen zusammenführen und laufend abgleichen. Barcode- und RFID-Scans in einer mobilen App ersetzen Zettel, Mindestbestände lösen automatisch Nachbestellvorschläge aus, und Prognosen auf Basis von Abverkauf, Saison und Aktionen helfen, Einkaufsmengen besser zu planen. Die Lösung ergänzt Ihr ERP, statt es zu ersetzen.',
  ],
  audience:
    'Händler mit mehreren Verkaufskanälen, Großhändler sowie Hersteller mit Ersatzteil- oder Materiallagern, deren Bestandsdaten nicht aktuell genug sind, um verlässliche Lieferzusagen zu machen.',
  problems: [
    'Im Onlineshop wird Ware verkauft, die längst nicht mehr im Lager liegt.',
    'Inventuren dauern Tage und zeigen jedes Jahr große Differenzen.',
    'Nachbestellt wird nach Gefühl oder erst, wenn ein Regal leer ist.',
    'Ladenhüter binden Kapital, weil niemand die Umschlagshäufigkeit im Blick hat.',
  ],
  steps: [
    {
      title: 'Warenfluss aufnehmen',
      text: 'Wir verfolgen den Weg der Ware vom Wareneingang bis zum Versand und erfassen, an welchen Stellen Buchungen fehlen oder zu spät kommen.',
    },
    {
      title: 'Bestände zusammenführen',
      text: 'Über Schnittstellen zu ERP, Shop, Kassensystem und Marktplätzen entsteht eine gemeinsame Bestandssicht, die sich bei jeder Bewegung aktualisiert.',
    },
    {
      title: 'Mobil erfassen',
      text: 'Eine Scanner-App für Wareneingang, Umlagerung, Kommissionierung und Inventur ersetzt Papierlisten.',
    },
    {
      title: 'Nachschub planen',
      text: 'Meldebestände, Nachbestellvorschläge und Absatzprognosen unterstützen Ihren Einkauf bei der Disposition.',
    },
  ],
  technologies: ['TypeScript', 'React', 'React Native', 'Node.js', 'PostgreSQL', 'Apache Kafka', 'Python', 'scikit-learn'],
  outcomes: [
    'Eine verlässliche, kanalübergreifende Sicht auf Ihre Bestände',
    'Schnellere Inventuren dank mobiler Erfassung',
    'Nachbestellvorschläge auf Basis von Meldebeständen und Prognosen',
    'Weniger Überverkäufe im Onlineshop',
  ],
  faq: [
    {
      question: 'Ersetzt die Lösung unser ERP?',
      answer:
        'Nein. Das ERP bleibt führend für Buchhaltung und Bewertung. Unsere Lösung ergänzt es dort, wo es zu langsam oder zu unflexibel ist, etwa bei mobiler Erfassung oder kanalübergreifendem Abgleich.',
    },
    {
      question: 'Welche Scanner-Hardware brauchen wir?',
      answer:
        'Oft genügen handelsübliche Smartphones mit Kamera. Für hohe Scan-Volumen empfehlen wir robuste Android-Geräte mit integriertem Scanner, wie sie etwa Zebra oder Honeywell anbieten.',
    },
    {
      question: 'Wie genau sind die Absatzprognosen?',
      answer:
        'Das hängt von Datenhistorie und Sortiment ab. Wir messen die Prognosegüte an vergangenen Zeiträumen und zeigen sie offen, damit Ihr Einkauf weiß, wie sehr er sich darauf verlassen kann.',
    },
  ],
  cta: 'Erzählen Sie uns, über welche Kanäle Sie verkaufen und wo Ihre Bestände liegen – wir zeigen, wie eine gemeinsame Bestandssicht entsteht.',
  related: {
    services: ['realtime-data-solutions', 'e-commerce-solutions', 'resource-planning', 'supplier-portals'],
    references: ['baustoffe-plattform', 'ticket-buchungsplattform'],
    industries: ['e-commerce', 'manufacturing', 'logistics'],
  },
} as const satisfies ServiceDetail;
