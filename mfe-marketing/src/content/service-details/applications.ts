import type { ServiceId } from '@isarlicht/shared';
import type { ServiceDetail } from '../types';

/** The page text of the services in `services/applications.ts`, by id: only service pages load it. */
export const applicationsDetails = {
  'web-applications': {
    intro: [
      'Eine gute Webanwendung merkt man daran, dass man sie nicht bemerkt: Sie startet schnell, funktioniert im Browser auf Laptop und Smartphone und führt Nutzer:innen ohne Schulung durch ihre Aufgaben. Wir entwickeln individuelle Webanwendungen – von Buchungsstrecken und Self-Service-Angeboten über Planungswerkzeuge bis zu kompletten SaaS-Produkten – und kümmern uns um alles, was dahinter nötig ist: Datenmodell, Schnittstellen, Anmeldung, Rechte und Betrieb.',
      'Technisch setzen wir auf TypeScript im gesamten Stack, React mit Next.js im Frontend, Node.js oder bei datenlastigen Aufgaben Python im Backend, dazu PostgreSQL. Wo es passt, bauen wir die Anwendung als Progressive Web App, die sich installieren lässt und teilweise offline arbeitet. Barrierefreiheit nach WCAG 2.2 AA, automatisierte Tests und eine Pipeline, die jede Änderung prüft, gehören bei uns zum Standardumfang und werden nicht extra verhandelt.',
    ],
    audience:
      'Unternehmen, die einen Geschäftsprozess, einen Kundenservice oder ein neues Produkt ins Web bringen wollen und dafür mehr brauchen, als ein Baukastensystem oder eine Standardsoftware hergibt.',
    problems: [
      'Die bestehende Anwendung basiert auf einer veralteten Technik, für die kaum noch Entwickler:innen zu finden sind.',
      'Kund:innen erwarten Online-Buchung oder Self-Service, den die heutige Website nicht bietet.',
      'Eine Standardsoftware deckt das Übliche ab, aber nicht das, was Sie vom Wettbewerb unterscheidet.',
      'Mobile Nutzer:innen brechen ab, weil Seiten langsam laden und Formulare auf dem Smartphone kaum bedienbar sind.',
    ],
    steps: [
      {
        title: 'Konzept und Architektur',
        text: 'Wir klären Nutzergruppen, Kernabläufe und Schnittstellen, entwerfen das Datenmodell und halten Architekturentscheidungen schriftlich fest.',
      },
      {
        title: 'Design und Prototyp',
        text: 'Unsere Designer:innen entwickeln klickbare Entwürfe auf Basis eines Design Systems, die wir vor der Entwicklung mit Nutzer:innen testen.',
      },
      {
        title: 'Iterative Entwicklung',
        text: 'In zweiwöchigen Sprints entstehen lauffähige Versionen auf einer Testumgebung, die Sie jederzeit ausprobieren können.',
      },
      {
        title: 'Go-live und Betrieb',
        text: 'Wir richten Hosting, Monitoring, Backups und automatische Deployments ein, gehen live und entwickeln die Anwendung auf Wunsch weiter.',
      },
    ],
    technologies: ['TypeScript', 'React', 'Next.js', 'Node.js', 'Python', 'PostgreSQL', 'Playwright', 'Docker'],
    outcomes: [
      'Eine schnelle, barrierefreie Webanwendung, die auf jedem Gerät funktioniert',
      'Sauber angebundene Schnittstellen zu ERP, CRM und Zahlungsdiensten',
      'Automatisierte Tests und eine Deployment-Pipeline für sichere Updates',
      'Dokumentierter Code, den auch Ihr eigenes Team weiterentwickeln kann',
    ],
    faq: [
      {
        question: 'Was kostet eine individuelle Webanwendung?',
        answer:
          'Das hängt stark vom Umfang ab. Ein MVP, das in der Regel nach acht Wochen live geht, ist ein guter Anhaltspunkt für den Einstieg; größere Plattformen entwickeln wir in Ausbaustufen, nach denen Sie jeweils entscheiden, wie es weitergeht.',
      },
      {
        question: 'Wo wird die Anwendung gehostet?',
        answer:
          'Bevorzugt in europäischen Rechenzentren, etwa bei AWS in Frankfurt, Microsoft Azure in Deutschland oder bei deutschen Anbietern wie IONOS und Hetzner. Den Ausschlag geben Ihre Vorgaben und Ihr Datenschutzkonzept.',
      },
      {
        question: 'Web-App oder native App – was brauchen wir?',
        answer:
          'Für die meisten Geschäftsanwendungen genügt eine Web-App oder Progressive Web App. Native Apps lohnen sich, wenn Sie tiefen Zugriff auf Gerätefunktionen brauchen oder im App-Store gefunden werden müssen.',
      },
    ],
    cta: 'Beschreiben Sie uns den Ablauf, den Ihre Webanwendung abbilden soll – Sie erhalten eine erste Einschätzung zu Umfang, Architektur und Vorgehen.',
    related: {
      services: ['responsive-app-design', 'internal-business-applications', 'mvp-development', 'api-management'],
      references: ['hotel-buchungsplattform', 'ticket-buchungsplattform', 'buchberger', 'fussball-apps'],
      industries: ['kmu', 'real-estate', 'education'],
    },
  },
  'internal-business-applications': {
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
  },
  'responsive-app-design': {
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
  },
  'collaboration-tools': {
    intro: [
      'Verteilte Teams arbeiten heute mit einem ganzen Bündel an Werkzeugen: Chat, Videokonferenz, Dateiablage, Aufgabenverwaltung, Wiki. Jedes für sich ist gut, zusammen erzeugen sie neue Reibung – Informationen liegen an fünf Orten, externe Partner haben keinen Zugang, und niemand weiß, welche Version eines Dokuments gilt. Wir sorgen dafür, dass die Werkzeuge zusammenspielen, und ergänzen sie, wo Standardprodukte Ihre Arbeitsweise nicht abbilden.',
      'Typische Vorhaben sind gemeinsame Projekträume für Sie und Ihre Partner mit sauber getrennten Rechten, Wissensdatenbanken mit KI-gestützter Suche, Freigabe-Workflows direkt in Microsoft Teams oder projektbezogene Plattformen, auf denen Bauherren, Planungsbüros und Handwerksbetriebe Pläne, Mängel und Termine teilen. Dafür integrieren wir Microsoft 365 oder Google Workspace und entwickeln eigene Bausteine, wo es nötig ist.',
    ],
    audience:
      'Unternehmen mit verteilten Standorten, hybriden Teams oder vielen externen Beteiligten – etwa im Projektgeschäft, in der Bau- und Immobilienwirtschaft oder in Beratungen –, die Informationen nicht länger per E-Mail-Anhang verteilen wollen.',
    problems: [
      'Die aktuelle Version eines Dokuments findet sich nur im Anhang der letzten E-Mail.',
      'Externe Partner erhalten Zugang zur gesamten Ablage, weil feinere Rechte zu aufwendig scheinen.',
      'Wissen aus abgeschlossenen Projekten ist nach kurzer Zeit nicht mehr auffindbar.',
      'Jedes Team nutzt andere Werkzeuge, und Abstimmungen zwischen Teams kosten unnötig Zeit.',
    ],
    steps: [
      {
        title: 'Arbeitsweise erfassen',
        text: 'Wir analysieren, wie Informationen heute zwischen Teams und Partnern fließen und an welchen Stellen sie verloren gehen.',
      },
      {
        title: 'Zielbild entwerfen',
        text: 'Wir legen fest, welches Werkzeug wofür zuständig ist, und entwerfen Struktur, Rechte und Namenskonventionen.',
      },
      {
        title: 'Integrieren und ergänzen',
        text: 'Wir verbinden die Werkzeuge über ihre Schnittstellen, bauen Teams-Apps oder eigene Plattformen und richten eine Suche über alle Quellen ein.',
      },
      {
        title: 'Einführen',
        text: 'Wir schulen Schlüsselpersonen, begleiten die ersten Wochen im Alltag und passen nach den Rückmeldungen an.',
      },
    ],
    technologies: ['Microsoft 365', 'Microsoft Teams', 'SharePoint', 'Google Workspace', 'Microsoft Graph API', 'Confluence', 'React', 'Node.js'],
    outcomes: [
      'Eine klare Zuordnung, welches Werkzeug wofür genutzt wird',
      'Gemeinsame Arbeitsräume mit externen Partnern und fein abgestuften Rechten',
      'Eine Suche, die Wissen aus allen Quellen auffindbar macht',
      'Weniger E-Mail-Anhänge und kein Versionschaos mehr',
    ],
    faq: [
      {
        question: 'Wir nutzen schon Microsoft 365 – was können Sie noch ergänzen?',
        answer:
          'Oft ist Microsoft 365 nur zum Teil eingerichtet. Wir strukturieren Teams und SharePoint sinnvoll, ergänzen Workflows und bauen Teams-Apps für Abläufe, die der Standard nicht abdeckt.',
      },
      {
        question: 'Wie binden wir externe Partner datenschutzkonform ein?',
        answer:
          'Über Gastzugänge oder eigene Partnerbereiche mit eng begrenzten Rechten, Ablaufdaten für Zugänge und Protokollierung. Dabei klären wir auch, wann eine Vereinbarung zur Auftragsverarbeitung nötig ist.',
      },
      {
        question: 'Entwickeln Sie auch eigene Kollaborationssoftware?',
        answer:
          'Wenn Standardwerkzeuge nicht passen, ja – etwa projektbezogene Plattformen mit Mängelmanagement und Planverwaltung. Meist ist die Integration in vorhandene Werkzeuge aber der schnellere Weg.',
      },
    ],
    cta: 'Erzählen Sie uns, mit wem Ihr Team regelmäßig Dokumente austauscht – wir skizzieren einen gemeinsamen Arbeitsraum dafür.',
    related: {
      services: ['partner-portals', 'document-management', 'internal-business-applications', 'role-based-access-control'],
      references: ['kiekje', 'product-communicator', 'ausbildungs-matching-plattform'],
      industries: ['real-estate', 'public-sector', 'kmu'],
    },
  },
  'resource-planning': {
    intro: [
      'Wer Monteure, Maschinen, Fahrzeuge oder Räume plant, jongliert mit vielen Bedingungen gleichzeitig: Qualifikationen, Urlaub, Arbeitszeitgesetz, Rüstzeiten, Wartungsintervalle, Anfahrtswege und Kundenwünsche. Solange das auf einer Magnettafel oder in einer Tabelle geschieht, hängt die Planung am Erfahrungswissen einzelner Disponent:innen, und jede Änderung zieht Telefonketten nach sich. Wir entwickeln Planungswerkzeuge, die diese Bedingungen kennen und die Planung für alle sichtbar machen.',
      'Die Planungsoberfläche zeigt Ressourcen und Aufträge auf einer Zeitleiste, warnt bei Konflikten und schlägt passende Einsätze vor; bei Bedarf rechnet ein Optimierungsverfahren ganze Wochenpläne durch. Mitarbeitende im Außendienst sehen ihre Einsätze in einer mobilen App und melden Fortschritt und Rückfragen direkt zurück. Über Schnittstellen zu ERP und Zeiterfassung fließen Aufträge und Ist-Zeiten ohne doppelte Erfassung.',
    ],
    audience:
      'Dienstleister mit Außendienst, Produktionsbetriebe, Handwerksunternehmen und Logistiker, deren Planung heute auf Whiteboard, Tabelle oder dem Gedächtnis einer einzelnen Person beruht.',
    problems: [
      'Die Wochenplanung steht erst am Montagmittag und ist bis Dienstag schon wieder überholt.',
      'Eine Servicekraft fährt zum Kundentermin, ohne die nötige Qualifikation oder das passende Material dabeizuhaben.',
      'Urlaubsplanung, Schichtplan und Auftragsplanung liegen in drei verschiedenen Dateien.',
      'Wenn die erfahrene Disponentin fehlt, weiß niemand, warum der Plan so aussieht.',
    ],
    steps: [
      {
        title: 'Planungslogik erfassen',
        text: 'Gemeinsam mit Ihren Disponent:innen dokumentieren wir alle Regeln, Bedingungen und Ausnahmen, die heute im Kopf stecken.',
      },
      {
        title: 'Plantafel entwickeln',
        text: 'Zuerst entsteht eine Plantafel mit Zeitleiste und Konfliktprüfung, auf der Ihr Team von Beginn an mit echten Daten plant.',
      },
      {
        title: 'Mobile App und Rückmeldung',
        text: 'Eine App für Außendienst oder Werkstatt zeigt Einsätze, Unterlagen und Anfahrt und meldet Status und Zeiten zurück.',
      },
      {
        title: 'Automatisch vorschlagen',
        text: 'Sobald die Regeln stabil sind, ergänzen wir Planungsvorschläge oder eine Optimierung, die Disponent:innen prüfen und übernehmen.',
      },
    ],
    technologies: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Google OR-Tools', 'React Native', 'Mapbox', 'REST'],
    outcomes: [
      'Eine Plantafel, die Konflikte anzeigt, bevor sie zum Problem werden',
      'Dokumentierte Planungsregeln statt Kopfwissen',
      'Aktuelle Einsatzdaten aus dem Außendienst ohne Telefonketten',
      'Planungsvorschläge, die Ihr Team mit einem Klick übernimmt',
    ],
    faq: [
      {
        question: 'Plant die Software dann automatisch?',
        answer:
          'Sie kann, muss aber nicht. Meist beginnen wir mit einer Unterstützung, bei der Menschen planen und die Software prüft und vorschlägt. Vollautomatische Planung lohnt sich erst, wenn die Regeln klar und stabil sind.',
      },
      {
        question: 'Können wir unsere Zeiterfassung weiter nutzen?',
        answer:
          'In aller Regel ja. Wir binden bestehende Zeiterfassungs- und ERP-Systeme über Schnittstellen an, damit Zeiten und Aufträge nicht doppelt gepflegt werden müssen.',
      },
      {
        question: 'Funktioniert die App auch ohne Netz?',
        answer:
          'Ja. Die mobile App speichert Einsätze lokal und synchronisiert Rückmeldungen, sobald wieder eine Verbindung besteht – wichtig für Keller, Baustellen und ländliche Regionen.',
      },
    ],
    cta: 'Zeigen Sie uns Ihre aktuelle Plantafel als Foto oder Datei – wir skizzieren, wie eine digitale Planung für Ihr Team aussehen würde.',
    related: {
      services: ['internal-business-applications', 'inventory-management', 'process-optimization', 'realtime-data-solutions'],
      references: ['buchberger', 'baustoffe-plattform'],
      industries: ['logistics', 'manufacturing', 'healthcare'],
    },
  },
  'inventory-management': {
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
  },
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
