import { industryNames } from '@isarlicht/shared';
import type { Industry } from './types';

export const industries = [
  {
    id: 'real-estate',
    title: industryNames['real-estate'],
    shortTitle: 'Immobilien',
    softwareFor: 'für die Immobilienwirtschaft',
    seoTitle: 'Software für Immobilienunternehmen | Isarlicht Digital',
    description:
      'Mieterportale, Smart-Home-Apps und digitale Verwaltungsprozesse für Wohnungsunternehmen, Hausverwaltungen und Bestandshalter.',
    featured: true,
    color: '#A0674B',
    icon:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M3 10.5 12 3l9 7.5"/><path d="M5 9v12h14V9"/><path d="M10 21v-6h4v6"/></svg>',
    keywords:
      'Mieterportal, Mieter-App, Smart Home, Verbrauchsinformation, Schadensmeldung, ERP-Anbindung',
    services: [
      'customer-portals',
      'responsive-app-design',
      'realtime-data-solutions',
      'internal-business-applications',
      'automation-solutions',
    ],
    references: ['smart-home-app'],
    challenges: [
      'Schadensmeldungen, Anfragen und Dokumente kommen über Telefon, E-Mail und Papier und binden die Verwaltung',
      'Gebäudetechnik und Verbrauchsdaten liegen in getrennten Herstellerportalen',
      'Gesetzliche Pflichten wie die monatliche Verbrauchsinformation erfordern neue digitale Prozesse',
      'Bestandssysteme der Immobilienverwaltung lassen sich nur schwer an moderne Anwendungen anbinden',
    ],
    solutions: [
      'Mieter- und Eigentümerportale mit Schadensmeldung, Dokumenten und Nachrichten',
      'Smart-Home-Apps mit herstellerunabhängiger Anbindung der Gebäudetechnik',
      'Automatisierte Workflows vom Ticket bis zur Beauftragung von Handwerkern',
      'Schnittstellen zu den ERP-Systemen der Immobilienwirtschaft',
    ],
    metaDescription:
      'Mieter-App für rund 4.800 Wohnungen: Heizung, Verbrauch und Schadensmeldung in einer Oberfläche. So digitalisieren wir Wohnungsunternehmen.',
    longDescription:
      '<p>Wohnungsunternehmen und Hausverwaltungen stehen unter Druck: steigende Anforderungen an Energieeffizienz und Verbrauchstransparenz, Fachkräftemangel in der Verwaltung und Mieter:innen, die digitale Services erwarten. Gleichzeitig laufen viele Prozesse noch über Telefon, E-Mail und Papier.</p><p>Wir entwickeln Software, die genau dort ansetzt:</p><ul><li><strong>Mieterportale und Apps</strong> für Schadensmeldungen, Dokumente, Nachrichten und Verbrauchsinformation</li><li><strong>Smart-Home-Lösungen</strong>, die Thermostate und Zähler verschiedener Hersteller über eine IoT-Schicht in einer Oberfläche zusammenführen</li><li><strong>Interne Anwendungen</strong> für Verwaltung, Technik und Vermietung, angebunden an Ihr ERP-System</li></ul><p>Für WohnWerk Süd haben wir eine Mieter-App für rund 4.800 Wohnungen entwickelt, die Heizungssteuerung, Verbrauchsübersicht und Schadensmeldung verbindet. Das MVP hat dort 14 statt acht Wochen gebraucht, weil die Thermostate dreier Hersteller erst eine gemeinsame Schnittstelle brauchten. Wir beginnen meist mit einem Pilotobjekt, holen früh Feedback von Mieter:innen und Verwaltung ein und rollen erst dann auf den gesamten Bestand aus. Bestehende Systeme wie Ihr ERP, Ihr Ticketsystem oder die Portale der Messdienstleister binden wir an, statt sie zu ersetzen. So bleibt die Verwaltung in ihren gewohnten Werkzeugen, und Mieter:innen erhalten trotzdem einen zeitgemäßen digitalen Zugang.</p>',
    testimonials: [
      {
        quote:
          'Schadensmeldungen kommen heute fast immer mit Foto und genauer Ortsangabe an. Unser Technik-Team weiß vor dem ersten Anruf, was es erwartet.',
        author: 'Leiter Technisches Bestandsmanagement',
        company: 'WohnWerk Süd',
      },
    ],
  },
  {
    id: 'logistics',
    title: industryNames['logistics'],
    shortTitle: 'Logistik',
    softwareFor: 'für die Logistik',
    seoTitle: 'Software für Logistikunternehmen | Isarlicht Digital',
    description:
      'Dispositionssoftware, Fahrer-Apps, Kundenportale und Datenplattformen für Speditionen, Logistikdienstleister und Flottenbetreiber.',
    featured: true,
    color: '#2F6F8F',
    icon:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M2 6h12v10H2z"/><path d="M14 9h4l3 3.5V16h-7"/><circle cx="6" cy="17.5" r="1.5"/><circle cx="17" cy="17.5" r="1.5"/></svg>',
    keywords:
      'Disposition, Fahrer-App, Sendungsverfolgung, Lieferfenster, Telematik, vorausschauende Wartung',
    services: [
      'resource-planning',
      'internal-business-applications',
      'responsive-app-design',
      'customer-portals',
      'realtime-data-solutions',
      'ai-development',
    ],
    references: ['buchberger', 'fahrzeugdatenplattform', 'baustoffe-plattform'],
    challenges: [
      'Disposition über Excel, Magnettafel und Telefon hängt am Wissen weniger Personen',
      'Lenk- und Ruhezeiten, Sonderfahrten und kurzfristige Änderungen machen die Planung komplex',
      'Kund:innen erwarten Sendungsverfolgung und digitale Belege in Echtzeit',
      'Telematik-, Auftrags- und Abrechnungsdaten liegen in getrennten Systemen',
    ],
    solutions: [
      'Individuelle Dispositionssoftware mit digitaler Plantafel',
      'Fahrer-Apps mit digitalem Ablieferbeleg, Foto und Unterschrift',
      'Kundenportale für Sendungsverfolgung, Lieferfenster und Belege',
      'Datenplattformen und KI-Modelle für vorausschauende Wartung',
    ],
    metaDescription:
      'Digitale Plantafel statt Magnettafel, Fahrer-App statt Papierbeleg: Dispositionssoftware und Telematik für Speditionen und Flottenbetreiber.',
    longDescription:
      '<p>In der Logistik entscheidet die Disposition über Marge und Zuverlässigkeit. Trotzdem planen viele Speditionen noch mit Excel, Magnettafel und Telefon – oder mit Standardsoftware, die Sonderfahrten und gewachsene Abläufe nicht abbildet.</p><p>Wir entwickeln Logistiksoftware, die zu Ihrem Betrieb passt:</p><ul><li><strong>Dispositionssoftware</strong> mit digitaler Plantafel und automatischer Prüfung von Lenk- und Ruhezeiten</li><li><strong>Fahrer-Apps</strong> für Aufträge, Navigation und papierlose Ablieferbelege</li><li><strong>Kundenportale</strong> mit Sendungsverfolgung, buchbaren Lieferfenstern und digitalen Dokumenten</li><li><strong>Telematik- und Datenplattformen</strong>, die Wartungsbedarf erkennen, bevor ein Fahrzeug ausfällt</li></ul><p>Für die Spedition Buchberger haben wir die Disposition digitalisiert, für einen Nutzfahrzeughersteller eine Fahrzeugdatenplattform für über 20.000 Lkw gebaut, und bei einem Baustoffhändler buchen Bauunternehmen ihre Lieferfenster online. Wir entwickeln gemeinsam mit Disponent:innen und Fahrer:innen und führen neue Systeme im Parallelbetrieb ein – damit der Betrieb an keinem Tag stillsteht. Telematik, Auftragsdaten und Abrechnung verbinden wir über Schnittstellen, sodass Informationen nur einmal erfasst werden und Disposition, Buchhaltung und Kund:innen jederzeit denselben Stand sehen.</p>',
    testimonials: [
      {
        quote:
          'Wir planen heute mit derselben Mannschaft deutlich mehr Touren – unterm Strich 40 % mehr Effizienz in der Disposition.',
        author: 'Stefan Buchberger, Geschäftsführer',
        company: 'Spedition Buchberger',
      },
      {
        quote: 'Unsere Pilotkunden fahren mit 15 % höherer Verfügbarkeit ihrer Flotten.',
        author: 'Leiter Connected Services',
        company: 'Internationaler Nutzfahrzeughersteller (Name auf Kundenwunsch anonymisiert)',
      },
    ],
  },
  {
    id: 'education',
    title: industryNames['education'],
    shortTitle: 'Bildung',
    softwareFor: 'für die Bildung',
    seoTitle: 'Software für Bildungseinrichtungen | Isarlicht Digital',
    description:
      'Kita-Apps, Plattformen für Berufsorientierung und Verwaltungslösungen für Bildungsträger – datenschutzkonform und einfach zu bedienen.',
    featured: false,
    color: '#5E8C4A',
    icon:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M2 9l10-5 10 5-10 5z"/><path d="M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5"/><path d="M22 9v6"/></svg>',
    keywords:
      'Kita-App, Elternkommunikation, Berufsorientierung, Ausbildungs-Matching, Datenschutz für Minderjährige, Mehrsprachigkeit',
    services: [
      'mvp-development',
      'responsive-app-design',
      'web-applications',
      'no-code-development',
      'strategy',
    ],
    references: ['ausbildungs-matching-plattform', 'kiekje'],
    challenges: [
      'Hohe Anforderungen an den Datenschutz, besonders bei Minderjährigen',
      'Nutzer:innen mit sehr unterschiedlicher digitaler Erfahrung – von Jugendlichen bis zu Eltern ohne Deutschkenntnisse',
      'Knappe Budgets und Förderlogiken, die schnell belastbare Ergebnisse verlangen',
      'Pädagogisches Personal hat kaum Zeit für zusätzliche Software',
    ],
    solutions: [
      'Einwilligungsmanagement, datensparsame Konzepte und ein Hosting-Standort, den wir vor dem ersten Release festlegen',
      'Einfache, mehrsprachige Oberflächen, die mit echten Nutzer:innen getestet werden',
      'Ein MVP in der Regel nach acht Wochen, um die Wirkung früh nachzuweisen',
      'Funktionen, die Dokumentation und Kommunikation verkürzen statt verlängern',
    ],
    metaDescription:
      'Kita-App für über 200 Einrichtungen, Ausbildungs-Matching im Oberland: Bildungssoftware, die wir mit Eltern, Jugendlichen und Fachkräften testen.',
    longDescription:
      '<p>Kitas, Schulen, Bildungsträger und Ausbildungsverbünde wollen digitaler werden – aber nicht um den Preis von Datenschutz oder zusätzlicher Arbeit für das pädagogische Personal. Software im Bildungsbereich muss deshalb besonders einfach, sicher und verlässlich sein.</p><p>Wir entwickeln Anwendungen für:</p><ul><li><strong>Kita- und Elternkommunikation</strong> mit Tagesberichten, Fotos und Nachrichten</li><li><strong>Berufsorientierung und Ausbildungs-Matching</strong> zwischen Jugendlichen und Betrieben</li><li><strong>Verwaltung und Auswertung</strong> für Träger, Schulen und Kommunen</li></ul><p>Mit Kiekje nutzen über 200 Kitas eine App, die Elternkommunikation datenschutzkonform bündelt. Startklar bringt im Oberland Jugendliche und Ausbildungsbetriebe per Interessen-Check zusammen. Beide Produkte sind in unserem Product-Vision-Bootcamp entstanden und wurden in acht Wochen als MVP umgesetzt. Startklar wird von Anfang an in Deutschland gehostet; Kiekje lief als MVP bei einem Cloud-Anbieter in einer EU-Region und ist inzwischen vollständig auf Server in Deutschland umgezogen. Den Hosting-Standort legen wir heute vor dem ersten Release fest, und wir testen jede Oberfläche mit den Menschen, die sie später täglich nutzen. Für Träger mit begrenztem Budget setzen wir dort, wo es passt, auf No-Code und erweitern erst dann individuell, wenn der Nutzen belegt ist.</p>',
    testimonials: [
      {
        quote:
          'Nach drei Tagen Bootcamp hatten wir ein Produkt, das Jugendliche wirklich benutzen – und nach acht Wochen lief es an den ersten Schulen.',
        author: 'Markus Riedl, Geschäftsführer',
        company: 'Ausbildungsverbund Oberland e.V.',
      },
      {
        quote: 'Das Bootcamp hat uns Monate an Umwegen erspart.',
        author: 'Femke Jansen, Mitgründerin',
        company: 'Kiekje',
      },
    ],
  },
  {
    id: 'public-sector',
    title: industryNames['public-sector'],
    shortTitle: 'Öffentlicher Sektor',
    softwareFor: 'für den öffentlichen Sektor',
    seoTitle: 'Software für die öffentliche Verwaltung | Isarlicht Digital',
    description:
      'Service- und Buchungsportale, Fachanwendungen und Auswertungen für Kommunen, Zweckverbände und öffentliche Einrichtungen – barrierefrei und in Deutschland betrieben.',
    featured: false,
    color: '#3E5C76',
    icon:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 3 3 8h18z"/><path d="M5 11v7M9.5 11v7M14.5 11v7M19 11v7"/><path d="M3 21h18"/></svg>',
    keywords:
      'BITV 2.0, Bürgerportal, Online-Vorverkauf, Fachverfahren, Berufsorientierung, Betrieb in Deutschland',
    services: [
      'web-portals-dashboards',
      'e-commerce-solutions',
      'internal-business-applications',
      'enterprise-integration-platform',
      'business-intelligence',
    ],
    references: ['ticket-buchungsplattform', 'ausbildungs-matching-plattform'],
    challenges: [
      'Barrierefreiheit nach BITV 2.0 ist Pflicht, nicht Kür',
      'Vergabeverfahren verlangen klar beschriebene Leistungen und nachvollziehbare Kosten',
      'Gewachsene Fachverfahren und Insellösungen erschweren durchgängige digitale Prozesse',
      'Hohe Anforderungen an Datenschutz, IT-Sicherheit und Betrieb in Deutschland',
    ],
    solutions: [
      'Barrierefreie Anwendungen, geprüft nach BITV 2.0 und WCAG 2.1 AA',
      'Transparente Angebote mit klaren Meilensteinen, passend für Vergabeverfahren',
      'Schnittstellen zu bestehenden Fachverfahren statt weiterer Insellösungen',
      'Betrieb in deutschen Rechenzentren mit dokumentiertem Datenschutz- und Sicherheitskonzept',
    ],
    metaDescription:
      'Barrierefrei nach BITV 2.0, betrieben in deutschen Rechenzentren: Portale, Ticketplattformen und Fachanwendungen für Kommunen und Zweckverbände.',
    longDescription:
      '<p>Kommunen, Zweckverbände und öffentliche Einrichtungen sollen ihre Leistungen digital anbieten – mit knappen Personalressourcen, gewachsenen Fachverfahren und strengen Vorgaben zu Barrierefreiheit, Datenschutz und Vergabe. Wir entwickeln Software, die diese Rahmenbedingungen von Anfang an mitdenkt:</p><ul><li><strong>Bürger- und Serviceportale</strong> für Anträge, Termine und Buchungen</li><li><strong>Buchungs- und Ticketplattformen</strong> für Kultur-, Sport- und Freizeiteinrichtungen</li><li><strong>Fachanwendungen</strong> für interne Abläufe, angebunden an vorhandene Verfahren</li><li><strong>Auswertungen und Dashboards</strong> für Planung und Steuerung</li></ul><p>Für die Kulturbühnen Oberland haben wir einen gemeinsamen Online-Vorverkauf für sieben kommunale Bühnen umgesetzt, barrierefrei nach BITV 2.0. Mit Startklar unterstützen drei Landkreise die Berufsorientierung junger Menschen und sehen in einem Dashboard, in welchen Berufen Nachwuchs fehlt. Wir arbeiten mit klaren Meilensteinen, dokumentieren sauber und betreiben Anwendungen in deutschen Rechenzentren. Vorhandene Fachverfahren und Bezahldienste binden wir über Schnittstellen an, damit Mitarbeitende nicht zwischen mehreren Systemen wechseln müssen und Daten nur einmal erfasst werden.</p>',
    testimonials: [
      {
        quote:
          'Der Online-Vorverkauf funktioniert für alle sieben Häuser – und zum ersten Mal auch für Menschen, die mit Screenreader buchen.',
        author: 'Geschäftsleitung',
        company: 'Zweckverband Kulturbühnen Oberland',
      },
    ],
  },
  {
    id: 'startups',
    title: industryNames['startups'],
    shortTitle: 'Startups',
    softwareFor: 'für Startups',
    seoTitle: 'Software für Startups | Isarlicht Digital',
    description:
      'Vom Product-Vision-Bootcamp zum MVP, in der Regel in acht Wochen: Wir entwickeln digitale Produkte für Gründerteams – mit Code oder No-Code, je nach Phase.',
    featured: true,
    color: '#D9643A',
    icon:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M14 4.5c2.5-1.2 5-1.5 6.5-1.5 0 1.5-.3 4-1.5 6.5L12 16.5 7.5 12z"/><path d="M9 10.5H5.5L3 13l4.5 1"/><path d="M13.5 15v3.5L11 21l-1-4.5"/><circle cx="15.5" cy="8.5" r="1.5"/></svg>',
    keywords:
      'MVP, Product-Vision-Bootcamp, No-Code, Prototyp, Nutzertests, Übergabe an das eigene Team',
    services: [
      'mvp-development',
      'strategy',
      'no-code-development',
      'product-management',
    ],
    references: ['kiekje', 'talentlake', 'reverse-recruiting'],
    challenges: [
      'Begrenztes Budget und wenig Zeit bis zur nächsten Finanzierungsrunde',
      'Unklar, welche Funktionen Nutzer:innen wirklich brauchen',
      'Kein eigenes Entwicklungsteam oder noch kein technischer Mitgründer',
      'Die erste Version muss schnell live gehen und später trotzdem skalieren',
    ],
    solutions: [
      'Product-Vision-Bootcamp: in drei Tagen zu Personas, Journey und getestetem Prototyp',
      'MVP in der Regel in acht Wochen, mit klar priorisiertem Funktionsumfang',
      'No-Code für schnelle Validierung, individueller Code, wenn das Produkt wächst',
      'Saubere Architektur und Dokumentation für eine spätere Übergabe an ein eigenes Team',
    ],
    metaDescription:
      'Drei Tage Bootcamp, dann in der Regel acht Wochen bis zum MVP: So begleiten wir Gründerteams von der Idee zum ersten Release, mit Code oder No-Code.',
    longDescription:
      '<p>Gründerteams haben selten Zeit und Budget für Umwege. Wer zu viel baut, bevor das Team mit Nutzer:innen spricht, verbrennt Geld; wer zu wenig baut, kann Kund:innen und Investor:innen nicht überzeugen. Wir helfen Startups, genau die richtige erste Version zu entwickeln.</p><p>Unser Vorgehen hat sich in vielen Gründungen bewährt:</p><ul><li><strong>Product-Vision-Bootcamp</strong>: drei Tage mit Persona, Journey und Design Studio – am Ende stehen ein von Nutzer:innen getesteter Prototyp und ein priorisiertes Backlog</li><li><strong>MVP in der Regel in acht Wochen</strong>: fokussierter Funktionsumfang, zweiwöchige Sprints, echte Nutzer:innen ab dem ersten Release; mit Hardware oder vielen Fremdsystemen dauert es länger</li><li><strong>Code oder No-Code</strong>: Bubble für schnelle Validierung, React und Node.js, wenn Skalierung gefragt ist</li><li><strong>Weiterentwicklung oder Übergabe</strong> an Ihr eigenes Team, sauber dokumentiert</li></ul><p>Kiekje und Talentlake sind diesen Weg mit uns gegangen – vom Bootcamp über das MVP bis zum Produkt, das heute über 200 Kitas beziehungsweise über 60 Unternehmen nutzen. Pflegewahl steht mit sechs Pilotkliniken am Anfang dieses Wegs. Wir sagen Ihnen auch, was Sie für das erste Release weglassen können – das ist oft der wertvollste Teil der Zusammenarbeit.</p>',
    testimonials: [
      {
        quote:
          'Isarlicht hat uns nicht einfach eine App gebaut, sondern uns dazu gebracht, die richtigen Fragen zu stellen. Das Bootcamp hat uns Monate an Umwegen erspart.',
        author: 'Femke Jansen, Mitgründerin',
        company: 'Kiekje',
      },
      {
        quote: 'Dass jede KI-Empfehlung begründet ist, war am Ende unser stärkstes Verkaufsargument.',
        author: 'Daniel Oberholzer, CEO',
        company: 'Talentlake',
      },
    ],
  },
  {
    id: 'kmu',
    title: industryNames['kmu'],
    shortTitle: 'KMU',
    softwareFor: 'für den Mittelstand',
    seoTitle: 'Software für KMU und Mittelstand | Isarlicht Digital',
    description:
      'Individuelle Webanwendungen, interne Werkzeuge, Kundenportale und Schnittstellen für kleine und mittlere Unternehmen – passend zu gewachsenen Abläufen.',
    featured: true,
    color: '#4A6FA5',
    icon:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2"/><path d="M3 13h18"/></svg>',
    keywords:
      'Individualsoftware, Familienunternehmen, Disposition, B2B-Bestellplattform, ERP-Anbindung, Parallelbetrieb',
    services: [
      'web-applications',
      'internal-business-applications',
      'customer-partner-portals',
      'enterprise-integration-platform',
    ],
    references: ['buchberger', 'baustoffe-plattform', 'hotel-buchungsplattform'],
    challenges: [
      'Excel-Listen, Papier und Insellösungen bremsen wachsende Abläufe',
      'Standardsoftware passt nicht zu den Besonderheiten des eigenen Geschäfts',
      'Wissen steckt in wenigen Köpfen und ist schwer übertragbar',
      'Keine eigene IT-Abteilung, die neue Systeme einführen und betreuen könnte',
    ],
    solutions: [
      'Interne Anwendungen, die genau Ihre Abläufe abbilden',
      'Kunden- und Partnerportale für Bestellungen, Status und Dokumente',
      'Schnittstellen zu ERP, Buchhaltung und bestehenden Systemen',
      'Einführung im Parallelbetrieb und langfristige Betreuung aus einer Hand',
    ],
    metaDescription:
      'Excel-Listen und Telefonketten ablösen: individuelle Software für den Mittelstand, eingeführt im Parallelbetrieb und angebunden an SAP und Buchhaltung.',
    longDescription:
      '<p>Mittelständische Unternehmen sind oft erfolgreich, weil sie Dinge anders machen als der Wettbewerb. Genau deshalb passt Standardsoftware selten ganz – und es entstehen Excel-Listen, Zettelwirtschaft und Umwege, die mit dem Unternehmen nicht mitwachsen.</p><p>Wir entwickeln Software, die Ihre Abläufe abbildet, statt sie zu verbiegen:</p><ul><li><strong>Webanwendungen</strong> für Vertrieb, Service und Verwaltung</li><li><strong>Interne Anwendungen</strong> wie Disposition, Auftragsplanung oder Lagerverwaltung</li><li><strong>Kunden- und Partnerportale</strong> für Bestellungen, Sendungsstatus und Dokumente</li><li><strong>Schnittstellen</strong> zu ERP-Systemen wie SAP, zur Buchhaltung oder zu Ihrer Warenwirtschaft</li></ul><p>Für die Spedition Buchberger haben wir die Disposition digitalisiert, für einen Baustoffhändler eine B2B-Bestellplattform mit SAP-Anbindung gebaut. Wir arbeiten eng mit den Menschen, die die Software täglich nutzen, führen neue Systeme im Parallelbetrieb ein und bleiben danach fest an Ihrer Seite – ohne dass Sie dafür eine eigene IT-Abteilung brauchen. Gestartet wird mit dem Ablauf, der heute am meisten Zeit kostet; weitere Bausteine folgen Schritt für Schritt.</p>',
    testimonials: [
      {
        quote:
          'Wir planen heute mit derselben Mannschaft deutlich mehr Touren. Und wenn jemand aus der Disposition im Urlaub ist, läuft trotzdem alles.',
        author: 'Stefan Buchberger, Geschäftsführer',
        company: 'Spedition Buchberger',
      },
    ],
  },
  {
    id: 'e-commerce',
    title: industryNames['e-commerce'],
    shortTitle: 'E-Commerce',
    softwareFor: 'für den Onlinehandel',
    seoTitle: 'Software für E-Commerce-Unternehmen | Isarlicht Digital',
    description:
      'Buchungsstrecken, B2B-Bestellplattformen und Ticketshops, die konvertieren – mit Anbindung an ERP, Warenwirtschaft und Zahlungsanbieter.',
    featured: true,
    color: '#9B4F7A',
    icon:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M2 3h3l2.5 12h11.5L22 7H6"/><circle cx="9" cy="19.5" r="1.5"/><circle cx="18" cy="19.5" r="1.5"/></svg>',
    keywords:
      'Direktbuchung, Buchungsstrecke, Online-Vorverkauf, B2B-Bestellplattform, Zahlungsanbieter, ERP-Anbindung',
    services: [
      'e-commerce-solutions',
      'payment-processing',
      'responsive-app-design',
      'enterprise-integration-platform',
      'ai-development',
    ],
    references: ['hotel-buchungsplattform', 'ticket-buchungsplattform', 'baustoffe-plattform'],
    challenges: [
      'Hohe Provisionen an Marktplätze und Buchungsportale schmälern die Marge',
      'Abbrüche in der Bestell- oder Buchungsstrecke, besonders auf dem Smartphone',
      'Preise, Bestände und Verfügbarkeiten müssen in Echtzeit aus Bestandssystemen kommen',
      'B2B-Kunden erwarten individuelle Konditionen, Freigaben und digitale Belege',
    ],
    solutions: [
      'Eigene Buchungs- und Bestellplattformen für mehr Direktumsatz',
      'Mobil optimierte Checkout-Strecken, getestet mit echten Kund:innen',
      'Echtzeit-Integration von ERP, Property-Management-System, Warenwirtschaft und Zahlungsanbietern',
      'B2B-Portale mit kundenindividuellen Preisen, Lieferfenstern und Belegen',
    ],
    metaDescription:
      'Hotelgruppe: Direktbuchungen binnen eines Jahres von 33 % auf 58 %. Baustoffhändler: über 40 % der Bestellungen online. Plattformen mit ERP-Anbindung.',
    longDescription:
      '<p>Im Onlinehandel entscheidet die Strecke zwischen erstem Klick und abgeschlossener Bestellung über den Erfolg. Standard-Shopsysteme stoßen an Grenzen, sobald Buchungslogik, individuelle B2B-Konditionen oder komplexe Bestandssysteme ins Spiel kommen.</p><p>Wir entwickeln E-Commerce-Lösungen für genau diese Fälle:</p><ul><li><strong>Direktbuchungsplattformen</strong> für Hotels, Freizeit- und Kultureinrichtungen</li><li><strong>B2B-Bestellplattformen</strong> mit kundenindividuellen Preisen und Lieferfenstern</li><li><strong>Ticketshops</strong> mit Saalplan, Abonnements und Einlasskontrolle</li><li><strong>Integrationen</strong> zu ERP, Property-Management-Systemen und Zahlungsanbietern wie Stripe</li></ul><p>Für die Gipfelruh Hotelgruppe haben wir eine Buchungsstrecke gebaut, mit der der Anteil der Direktbuchungen innerhalb eines Jahres von 33 % auf 58 % gestiegen ist. Ein Baustoffhändler wickelt nach einem Jahr über 40 % seiner Bestellungen über unsere B2B-Plattform ab. Wir testen jede Strecke mit echten Kund:innen, messen Abbrüche und optimieren in kurzen Zyklen weiter. Preise, Bestände und Verfügbarkeiten kommen in Echtzeit aus Ihren Bestandssystemen, damit online nichts verkauft wird, was nicht lieferbar oder buchbar ist. Wo es sinnvoll ist, unterstützt KI bei Produkttexten, Suche und Empfehlungen.</p>',
    testimonials: [
      {
        quote: 'Seit dem Relaunch unserer Buchungsstrecke sehen wir 35 % mehr Conversion.',
        author: 'Theresa Hallinger, Leiterin Revenue Management',
        company: 'Gipfelruh Hotels',
      },
    ],
  },
  {
    id: 'insurance',
    title: industryNames['insurance'],
    shortTitle: 'Versicherungen',
    softwareFor: 'für Versicherungen',
    seoTitle: 'Software für Versicherungen | Isarlicht Digital',
    description:
      'Digitale Schadensbearbeitung, Kunden- und Maklerportale und KI-gestützte Vorprüfung für Versicherer, Insurtechs und Assekuradeure.',
    featured: true,
    color: '#1F5F5B',
    icon:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z"/><path d="m9 12 2 2 4-4"/></svg>',
    keywords:
      'Schadensbearbeitung, KI-Vorprüfung, Kundenportal, Maklerplattform, Integrationsschicht, Entwicklungsteams',
    services: [
      'customer-partner-portals',
      'ai-development',
      'automation-solutions',
      'enterprise-integration-platform',
      'workflow-finder',
    ],
    references: ['garantiemax', 'nearshore-teams'],
    challenges: [
      'Schadensmeldungen kommen unvollständig und über viele Kanäle an',
      'Manuelle Sachbearbeitung wird bei wachsendem Bestand zum Engpass',
      'Bestandssysteme sind alt und schwer anzubinden',
      'Strenge regulatorische Anforderungen an IT-Sicherheit, Auslagerung und Nachvollziehbarkeit',
    ],
    solutions: [
      'Geführte Schadensmeldung, die nur relevante Angaben und Belege abfragt',
      'KI-gestützte Belegerkennung und Vorsortierung – Entscheidungen bleiben beim Menschen',
      'Integrationsschichten, die Bestandssysteme anbinden, ohne sie zu ersetzen',
      'Cross-funktionale Teams, die sich in Ihre Governance und Release-Prozesse einfügen',
    ],
    metaDescription:
      'Geführte Schadensmeldung, KI-Vorprüfung mit menschlicher Entscheidung, feste Teams für Kunden- und Maklerportale: Software für Versicherer und Insurtechs.',
    longDescription:
      '<p>Versicherer und Insurtechs müssen zwei Dinge gleichzeitig leisten: Kund:innen erwarten schnelle, digitale Services, und die Aufsicht verlangt Sicherheit, Nachvollziehbarkeit und saubere Dokumentation. Dazwischen stehen Bestandssysteme, die sich nicht über Nacht ersetzen lassen.</p><p>Wir entwickeln Lösungen entlang der gesamten Wertschöpfungskette:</p><ul><li><strong>Digitaler Abschluss</strong> im Online-Vertrieb und direkt beim Händler</li><li><strong>Schadensmeldung und -bearbeitung</strong> mit geführten Strecken, Workflow und KI-gestützter Vorprüfung</li><li><strong>Kunden- und Maklerportale</strong>, angebunden an Bestands- und Schadenssysteme</li><li><strong>Entwicklungsteams</strong>, die langfristig an Ihren Plattformen arbeiten</li></ul><p>Für Garantiemax haben wir die Schadensbearbeitung digitalisiert: Kund:innen erhalten innerhalb von 24 Stunden eine erste Rückmeldung, und Rückfragen wegen fehlender Unterlagen haben sich mehr als halbiert. Welche Schritte wir zuerst automatisieren, klären wir vorher mit dem Workflow-Finder. Für eine große deutsche Versicherungsgruppe arbeiten vier unserer Teams an Kundenportal und Maklerplattform. Dabei gilt: KI bereitet vor, Menschen entscheiden – besonders bei Ablehnungen. Bestandssysteme binden wir über eine Integrationsschicht an, statt sie in einem riskanten Großprojekt abzulösen, und dokumentieren Architektur und Datenflüsse so, dass Revision und Aufsicht jederzeit nachvollziehen können, was passiert.</p>',
    testimonials: [
      {
        quote:
          'Mit der neuen Plattform haben wir 65 % weniger Bearbeitungszeit bei Schadensmeldungen – bei deutlich mehr Verträgen und mit demselben Team.',
        author: 'Laura Steinmetz, Leiterin Operations',
        company: 'Garantiemax',
      },
      {
        quote:
          'Die Teams arbeiten wie unsere eigenen – nur dass wir sie in Monaten statt Jahren aufbauen konnten.',
        author: 'Bereichsleiter Anwendungsentwicklung',
        company: 'Deutsche Versicherungsgruppe (Name auf Kundenwunsch anonymisiert)',
      },
    ],
  },
  {
    id: 'automotive',
    title: industryNames['automotive'],
    shortTitle: 'Automotive',
    softwareFor: 'für die Automobilbranche',
    seoTitle: 'Software für die Automobilbranche | Isarlicht Digital',
    description:
      'Markenwebsites, Fahrzeugdatenplattformen und KI-Anwendungen für Hersteller, Zulieferer und Mobilitätsdienstleister – skalierbar über viele Märkte.',
    featured: false,
    color: '#37474F',
    icon:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M3 17v-4l2-6h14l2 6v4z"/><path d="M3 13h18"/><circle cx="7.5" cy="15" r="1"/><circle cx="16.5" cy="15" r="1"/><path d="M5 17v3M19 17v3"/></svg>',
    keywords:
      'Markenwebsites, Headless CMS, Telematik, Vorhersagemodelle, Partnerportale, Datenhoheit',
    services: [
      'web-applications',
      'realtime-data-solutions',
      'ai-development',
      'customer-partner-portals',
    ],
    references: ['automotive-relaunch', 'fahrzeugdatenplattform'],
    challenges: [
      'Viele Märkte, Marken und Systeme, die einheitlich auftreten sollen',
      'Große Mengen an Fahrzeugdaten, die kaum in nutzbare Services übersetzt werden',
      'Lange Entscheidungswege und komplexe IT-Landschaften',
      'Hohe Anforderungen an Sicherheit, Datenschutz und Datenhoheit',
    ],
    solutions: [
      'Headless-Plattformen mit zentraler Komponentenbibliothek für alle Märkte',
      'Echtzeit-Datenplattformen und Vorhersagemodelle für Flotten und Werkstätten',
      'Piloten mit klaren Erfolgskriterien, bevor ausgerollt wird',
      'Gemischte Teams mit der Konzern-IT und Betrieb in der Cloud-Umgebung des Herstellers',
    ],
    metaDescription:
      'Markenwebsites für 28 Märkte auf einer Plattform, Telematikdaten von über 20.000 Lkw in Echtzeit: unsere Projekte für Hersteller und Zulieferer.',
    longDescription:
      '<p>München ist Automobilstandort – und unsere Projekte zeigen, wie stark sich die Branche digital verändert. Hersteller und Zulieferer betreiben Websites in Dutzenden Märkten, sammeln Millionen Messwerte aus Fahrzeugen und müssen daraus Services machen, die Kund:innen tatsächlich nutzen.</p><ul><li><strong>Markenwebsites</strong> auf gemeinsamen Plattformen für viele Märkte</li><li><strong>Fahrzeugdatenplattformen</strong> für Telematik, Flottenmanagement und vorausschauende Wartung</li><li><strong>KI-Anwendungen</strong> für Produktkommunikation, Service und Vertrieb</li><li><strong>Händler- und Partnerportale</strong> mit Anbindung an Konzernsysteme</li></ul><p>Für einen führenden Automobilhersteller haben wir die Markenwebsites in 28 Märkten auf eine Plattform gebracht, für einen Nutzfahrzeughersteller eine Datenplattform für über 20.000 Lkw aufgebaut. Beide Unternehmen sind auf eigenen Wunsch anonymisiert. Wir arbeiten in gemischten Teams mit der Konzern-IT, starten mit messbaren Piloten und rollen erst aus, wenn die Ergebnisse stimmen. Betrieben werden die Lösungen in der Cloud-Umgebung der Hersteller, nach deren Sicherheits- und Compliance-Vorgaben, und Datenhoheit und Zugriffsrechte klären wir vor der ersten Zeile Code.</p>',
    testimonials: [
      {
        quote:
          'Unsere Pilotkunden fahren mit 15 % höherer Verfügbarkeit ihrer Flotten. Dieser Nachweis hat intern alle Türen für den weiteren Rollout geöffnet.',
        author: 'Leiter Connected Services',
        company: 'Internationaler Nutzfahrzeughersteller (Name auf Kundenwunsch anonymisiert)',
      },
    ],
  },
  {
    id: 'healthcare',
    title: industryNames['healthcare'],
    shortTitle: 'Gesundheitswesen',
    softwareFor: 'für das Gesundheitswesen',
    seoTitle: 'Software für das Gesundheitswesen | Isarlicht Digital',
    description:
      'Recruiting-Plattformen, Mitarbeiter- und Patientenportale sowie digitale Abläufe für Kliniken, Pflegeeinrichtungen und Praxen.',
    featured: false,
    color: '#2E8B7A',
    icon:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 20s-8-4.5-8-10a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.5-8 10-8 10z"/><path d="M7 12h3l1.5-2 2 4 1.5-2h2"/></svg>',
    keywords:
      'Reverse Recruiting, Pflegekräfte gewinnen, No-Code-MVP, Patientenportal, Dienstplanung, Gesundheitsdaten',
    services: [
      'web-applications',
      'mvp-development',
      'no-code-development',
      'responsive-app-design',
      'internal-business-applications',
    ],
    references: ['reverse-recruiting'],
    challenges: [
      'Der Fachkräftemangel in Pflege und Medizin verschärft den Wettbewerb um Personal',
      'Dokumentation und Verwaltung binden Zeit, die in der Versorgung fehlt',
      'Gesundheitsdaten unterliegen besonders strengen Datenschutzanforderungen',
      'Heterogene IT-Landschaften aus Krankenhausinformationssystem, Dienstplanung und Insellösungen',
    ],
    solutions: [
      'Recruiting-Plattformen, auf denen sich Einrichtungen bei Fachkräften bewerben',
      'Interne Anwendungen, die Dokumentation und Abstimmung verkürzen',
      'Datensparsame Konzepte, klare Rollenrechte und Hosting in Deutschland, sobald Gesundheitsdaten verarbeitet werden',
      'Schnittstellen zu Dienstplan- und Krankenhausinformationssystemen',
    ],
    metaDescription:
      'Kliniken bewerben sich bei Pflegekräften: Reverse Recruiting aus dem No-Code-MVP, dazu Apps, Portale und digitale Abläufe für Pflege und Praxen.',
    longDescription:
      '<p>Kliniken, Pflegeeinrichtungen und Praxen kämpfen um Fachkräfte und gleichzeitig gegen eine Flut an Dokumentation und Verwaltung. Digitale Lösungen können hier spürbar entlasten – wenn sie für den Alltag auf Station gebaut sind und nicht für den Konferenzraum.</p><ul><li><strong>Recruiting-Plattformen</strong>, die den Weg zur neuen Stelle für Pflegekräfte radikal vereinfachen</li><li><strong>Apps für Mitarbeitende</strong> mit Dienstplantausch, Informationen und Schulungen</li><li><strong>Patienten- und Angehörigenportale</strong> für Termine, Dokumente und Kommunikation</li><li><strong>Interne Workflows</strong>, die Papierformulare und Medienbrüche ersetzen</li></ul><p>Mit Pflegewahl haben wir eine Reverse-Recruiting-Plattform gebaut, auf der sich Kliniken bei Pflegekräften bewerben – das MVP war nach acht Wochen mit No-Code live und startete mit sechs Kliniken in die Pilotphase. Es läuft auf Diensten von US-Anbietern wie Bubble und Xano; deshalb enthalten die Profile keine Gesundheitsdaten, und die Übermittlung ist vertraglich abgesichert. Wo Gesundheitsdaten im Spiel sind, planen wir Hosting in Deutschland, Datensparsamkeit und klare Rollen- und Rechtekonzepte von Anfang an ein. Vorhandene Systeme wie Dienstplanung oder Krankenhausinformationssystem binden wir über Schnittstellen an, damit keine neuen Datensilos entstehen und das Personal nicht doppelt erfassen muss.</p>',
    testimonials: [
      {
        quote:
          'Zum ersten Mal mussten wir uns bei Pflegekräften bewerben. Das hat unsere Angebote ehrlicher und konkreter gemacht – und die Rückmeldungen deutlich besser.',
        author: 'Pflegedirektorin',
        company: 'Pilotklinik von Pflegewahl',
      },
    ],
  },
  {
    id: 'recruiting',
    title: industryNames['recruiting'],
    shortTitle: 'Recruiting und HR',
    softwareFor: 'für Recruiting und HR',
    seoTitle: 'Software für Recruiting und HR | Isarlicht Digital',
    description:
      'Talentpools, Matching-Plattformen und Reverse Recruiting – Software, die Kandidat:innen und Unternehmen schneller und fairer zusammenbringt.',
    featured: false,
    color: '#6D5A9E',
    icon:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0"/><path d="M19 8v6M16 11h6"/></svg>',
    keywords:
      'Talentpool, KI-Matching, Reverse Recruiting, Ausbildungs-Matching, EU AI Act, Löschfristen',
    services: [
      'ai-development',
      'mvp-development',
      'web-applications',
      'no-code-development',
      'enterprise-integration-platform',
    ],
    references: ['talentlake', 'reverse-recruiting', 'ausbildungs-matching-plattform'],
    challenges: [
      'Stellenanzeigen erreichen passive Kandidat:innen kaum noch',
      'Gute Bewerber:innen aus früheren Runden gehen verloren',
      'Bewerbungsprozesse sind für Kandidat:innen zu aufwendig',
      'KI, die Bewerbungen auswählt oder bewertet, ist nach dem EU AI Act ein Hochrisiko-System – mit Pflichten zu Risikomanagement, Dokumentation und menschlicher Aufsicht',
    ],
    solutions: [
      'Talentpools mit semantischem Matching und begründeten Vorschlägen',
      'Reverse Recruiting: Unternehmen bewerben sich bei Kandidat:innen',
      'Niedrigschwellige Einstiege wie Interessen-Checks statt Anschreiben',
      'Einwilligungsmanagement, automatische Löschfristen und Schnittstellen zu Bewerbermanagementsystemen',
    ],
    metaDescription:
      'Talentpools mit begründeten KI-Vorschlägen, Reverse Recruiting, Ausbildungs-Matching: Recruiting-Software, gebaut für die Pflichten des EU AI Act.',
    longDescription:
      '<p>Der Arbeitsmarkt hat sich gedreht: In vielen Berufen wählen Kandidat:innen ihren Arbeitgeber aus, nicht umgekehrt. Klassische Stellenanzeigen und lange Bewerbungsformulare reichen nicht mehr, um die richtigen Menschen zu erreichen.</p><p>Wir haben mehrere Recruiting-Produkte von der Idee bis zum Markt begleitet:</p><ul><li><strong>Talentlake</strong> – ein KI-gestützter Talentpool, der frühere Bewerbungen für neue Stellen nutzbar macht</li><li><strong>Pflegewahl</strong> – Reverse Recruiting, bei dem sich Kliniken bei Pflegekräften bewerben, als No-Code-MVP gestartet</li><li><strong>Startklar</strong> – Ausbildungs-Matching für Jugendliche und Betriebe per Interessen-Check</li></ul><p>Alle drei sind in unserem Product-Vision-Bootcamp entstanden und gingen nach acht Wochen als MVP an den Start. KI-Systeme, die Bewerbungen auswählen, filtern oder bewerten, zählen nach der EU-KI-Verordnung (AI Act) zu den Hochrisiko-Systemen. Wir bauen sie deshalb so, dass Betreiber ihre Pflichten erfüllen können: Merkmale wie Alter, Geschlecht oder Herkunft fließen nicht ins Matching ein, Datengrundlage und Tests auf Verzerrungen sind dokumentiert, jede Empfehlung ist begründet, und die Entscheidung trifft immer ein Mensch. Die DSGVO gilt daneben weiter: Einwilligungen und Löschfristen verwaltet die Software selbst. Schnittstellen zu gängigen Bewerbermanagementsystemen sorgen dafür, dass Recruiter:innen in ihrer gewohnten Umgebung weiterarbeiten.</p>',
    testimonials: [
      {
        quote:
          'Wir wollten ein Produkt, das Recruiter:innen ernst nehmen. Dass jede KI-Empfehlung begründet ist, war am Ende unser stärkstes Verkaufsargument.',
        author: 'Daniel Oberholzer, Gründer und CEO',
        company: 'Talentlake',
      },
    ],
  },
  {
    id: 'manufacturing',
    title: industryNames['manufacturing'],
    shortTitle: 'Industrie',
    softwareFor: 'für die Industrie',
    seoTitle: 'Software für Industrie und Fertigung | Isarlicht Digital',
    description:
      'KI-gestützte Produktkommunikation, Datenplattformen und interne Anwendungen für Maschinenbauer, Hersteller und Zulieferer.',
    featured: false,
    color: '#8A6D2F',
    icon:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M3 21V10l6 4v-4l6 4V4h6v17z"/><path d="M7 17.5h2M12 17.5h2M17 17.5h1"/></svg>',
    keywords:
      'Produktkommunikation, PIM, Mehrsprachigkeit, Vorhersagemodelle, ERP-Integration, Wissenssicherung',
    services: [
      'ai-development',
      'document-management',
      'enterprise-integration-platform',
      'internal-business-applications',
      'customer-partner-portals',
    ],
    references: ['product-communicator', 'fahrzeugdatenplattform'],
    challenges: [
      'Produktvarianten und Märkte wachsen schneller als Dokumentation und Vertriebsunterlagen',
      'Maschinen- und Sensordaten werden gesammelt, aber kaum genutzt',
      'Komplexe Systemlandschaften aus ERP, PIM, MES und Insellösungen',
      'Fachwissen erfahrener Mitarbeitender droht mit dem Ruhestand verloren zu gehen',
    ],
    solutions: [
      'KI-Werkzeuge, die aus Stammdaten mehrsprachige Produkttexte erzeugen',
      'Datenplattformen und Vorhersagemodelle für vorausschauende Wartung',
      'Integrationsschichten für ERP, PIM und Fertigungssysteme',
      'Interne Anwendungen und Portale, die Wissen strukturieren und zugänglich machen',
    ],
    metaDescription:
      'Produkttexte in zwölf Sprachen aus PIM-Stammdaten, von Fachleuten freigegeben: KI, Datenplattformen und ERP-Integration für Maschinenbau und Fertigung.',
    longDescription:
      '<p>Industrieunternehmen verfügen über enorme Mengen an Daten – Stammdaten im PIM, Maschinendaten aus der Fertigung, Servicedaten aus dem Feld. Der Engpass ist selten die Datenmenge, sondern die Frage, wie daraus schneller bessere Entscheidungen, Produkte und Services werden.</p><ul><li><strong>KI-gestützte Produktkommunikation</strong>: Texte, Datenblätter und Vertriebsunterlagen in vielen Sprachen aus vorhandenen Stammdaten</li><li><strong>Datenplattformen</strong> für Telematik, Zustandsüberwachung und vorausschauende Wartung</li><li><strong>Integration</strong> von ERP, PIM, MES und weiteren Bestandssystemen</li><li><strong>Interne Anwendungen und Partnerportale</strong> für Service, Vertrieb und Händler</li></ul><p>Für einen international tätigen Maschinenbauer haben wir den Product Communicator entwickelt, der Produkttexte in zwölf Sprachen erzeugt – mit menschlicher Freigabe vor jeder Veröffentlichung. Beide hier gezeigten Industriekunden sind auf eigenen Wunsch anonymisiert. Wir starten mit einem klar abgegrenzten Pilot und messbaren Zielen, bevor wir eine Lösung auf weitere Produktlinien oder Werke übertragen. Fachleute aus Entwicklung, Service und Vertrieb sind dabei von Anfang an eingebunden.</p>',
    testimonials: [
      {
        quote:
          'Neue Produktvarianten sind heute in Tagen in allen Sprachen beschrieben – früher hat das Monate gedauert.',
        author: 'Leiterin Produktmarketing',
        company: 'Internationaler Maschinenbauer (Name auf Kundenwunsch anonymisiert)',
      },
    ],
  },
] as const satisfies readonly Industry[];
