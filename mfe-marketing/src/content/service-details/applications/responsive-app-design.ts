import type { ServiceDetail } from '../../types';

export const responsiveAppDesign = {
  intro: [
    'Responsives Design heißt bei uns nicht, eine Desktop-Oberfläche so lange zu stauchen, bis sie auf ein Smartphone passt. Wir gestalten für die Situationen, in denen Ihre Anwendung tatsächlich benutzt wird: der Außendienst, der mit einer Hand auf dem Tablet eine Abnahme dokumentiert, die Lagerfachkraft mit Handschuhen, die Sachbearbeiterin mit zwei großen Monitoren. Jede dieser Situationen verlangt eigene Entscheidungen über Informationsdichte, Bedienelemente und Navigation.',
    'Grundlage ist ein Design System aus wiederverwendbaren Komponenten, dessen Farben, Abstände und Schriften als Design Tokens gepflegt werden und das Design und Entwicklung gemeinsam nutzen. Barrierefreiheit planen wir von Anfang an ein: ausreichende Kontraste, Bedienbarkeit per Tastatur und Screenreader, verständliche Fehlermeldungen. Seit dem Barrierefreiheitsstärkungsgesetz ist das für viele Angebote an Verbraucher:innen Pflicht – und es verbessert die Bedienung für alle.',
  ],
  audience:
    'Unternehmen, deren Nutzer:innen an sehr unterschiedlichen Orten und Geräten arbeiten, und Produktteams, die eine bestehende Oberfläche modernisieren oder die Vorgaben des Barrierefreiheitsstärkungsgesetzes erfüllen müssen.',
  problems: [
    'Die Anwendung ist auf dem Smartphone zwar erreichbar, aber kaum bedienbar.',
    'Jede neue Seite sieht ein wenig anders aus, weil es keine gemeinsamen Bausteine gibt.',
    'Ein Barrierefreiheitstest hat zahlreiche Mängel gefunden, und die Zeit drängt.',
    'Design-Entwürfe und umgesetzte Oberfläche weichen regelmäßig voneinander ab.',
  ],
  steps: [
    {
      title: 'Nutzungssituationen verstehen',
      text: 'Wir beobachten Nutzer:innen vor Ort, erfassen Geräte, Umgebung und Aufgaben und leiten daraus Anforderungen je Bildschirmgröße ab.',
    },
    {
      title: 'Design System aufbauen',
      text: 'Wir definieren Tokens und Komponenten in Figma und setzen sie parallel als getestete React-Komponenten in Storybook um.',
    },
    {
      title: 'Gestalten und prüfen',
      text: 'Die wichtigsten Abläufe gestalten wir mobil zuerst und testen sie mit Nutzer:innen sowie mit Screenreader und Tastatur.',
    },
    {
      title: 'Übergeben und pflegen',
      text: 'Ihr Team erhält Komponentenbibliothek, Dokumentation und Gestaltungsrichtlinien, damit neue Seiten konsistent entstehen.',
    },
  ],
  technologies: ['Figma', 'Storybook', 'React', 'CSS Custom Properties', 'Container Queries', 'axe-core', 'NVDA', 'VoiceOver'],
  outcomes: [
    'Oberflächen, die auf Smartphone, Tablet und Desktop gleichermaßen funktionieren',
    'Ein Design System in Figma und als Code-Bibliothek',
    'Barrierefreiheit nach WCAG 2.2 AA mit dokumentierten Prüfergebnissen',
    'Schnellere Umsetzung neuer Seiten dank wiederverwendbarer Komponenten',
  ],
  faq: [
    {
      question: 'Brauchen wir eine eigene App, oder reicht eine responsive Webanwendung?',
      answer:
        'Meist reicht eine responsive Webanwendung, ergänzt um PWA-Funktionen wie Installation und Offline-Modus. Eine native App empfehlen wir erst, wenn Gerätefunktionen oder die Präsenz im App-Store zwingend sind.',
    },
    {
      question: 'Betrifft uns das Barrierefreiheitsstärkungsgesetz?',
      answer:
        'Das BFSG gilt seit Juni 2025 für viele digitale Angebote an Verbraucher:innen, etwa Onlineshops, Buchungsportale und Bankdienstleistungen. Kleinstunternehmen, die Dienstleistungen anbieten, sind ausgenommen. Wir prüfen gern, ob und wie Ihr Angebot betroffen ist.',
    },
    {
      question: 'Überarbeiten Sie auch ein bestehendes Design?',
      answer:
        'Ja. Häufig beginnen wir mit einem Audit der bestehenden Oberfläche und überführen sie schrittweise in ein Design System, ohne alles auf einmal neu zu gestalten.',
    },
  ],
  cta: 'Zeigen Sie uns Ihre Anwendung auf dem Smartphone – wir benennen die größten Hebel für Bedienbarkeit und Barrierefreiheit.',
  related: {
    services: ['web-applications', 'customer-portals', 'e-commerce-solutions', 'data-visualization'],
    references: ['kiekje', 'smart-home-app', 'fussball-apps'],
    industries: ['automotive', 'e-commerce', 'public-sector'],
  },
} as const satisfies ServiceDetail;
