import type { Role } from '../types';

export const people = [
  {
    id: 'product-owner',
    title: 'Product Owner',
    kind: 'person',
    teaser:
      'Unsere Product Owner verantworten den Wert Ihres Produkts: Sie pflegen das Backlog, priorisieren nach Nutzen und sind Ihre direkten Ansprechpersonen für fachliche Entscheidungen. So bleibt jede Iteration auf das ausgerichtet, was Ihre Nutzer:innen wirklich brauchen.',
    metaDescription:
      'Product Owner bei Isarlicht Digital: Backlog, Priorisierung und fachliche Entscheidungen aus einer Hand – damit jede Iteration echten Nutzen liefert.',
    body: [
      'Product Owner ist in unseren Teams die Person, die für den Wert des Produkts verantwortlich ist. Sie übersetzt Ihre Geschäftsziele in ein priorisiertes Backlog, schreibt User Stories mit klaren Akzeptanzkriterien und entscheidet, was im nächsten Sprint gebaut wird – und, genauso wichtig, was nicht. Dafür spricht sie regelmäßig mit Ihren Fachbereichen und mit den Menschen, die das Produkt später nutzen.',
      'In den meisten Projekten arbeitet die Product-Owner-Rolle bei uns im Tandem mit einer Person aus Ihrem Haus, die das fachliche Wissen mitbringt und die Entscheidungen im Unternehmen vertritt. So verbinden sich Methodenerfahrung und Geschäftskenntnis, und Ihr Unternehmen baut nebenbei die Kompetenz auf, die Rolle später selbst zu übernehmen. Im Sprint Review stellt die Person in der Rolle Product Owner die Ergebnisse vor und holt Rückmeldungen ein, die direkt in die nächste Planung einfließen.',
    ],
    highlights: [
      'Pflegt und priorisiert das Product Backlog nach Nutzen und Risiko',
      'Formuliert User Stories und Akzeptanzkriterien gemeinsam mit dem Team',
      'Führt Interviews und Tests mit Nutzer:innen durch',
      'Beantwortet fachliche Fragen des Teams noch am selben Tag',
      'Definiert Kennzahlen, an denen der Erfolg einer Version gemessen wird',
    ],
    related: {
      methods: ['agile-teams', 'cross-functional-teams'],
      roles: ['scrum-master', 'ux-ui-designer', 'scrum-method'],
      services: ['product-management', 'mvp-development'],
    },
  },
  {
    id: 'ux-ui-designer',
    title: 'UX/UI-Designer:in',
    kind: 'person',
    teaser:
      'Unsere UX/UI-Designer:innen sprechen mit Ihren Nutzer:innen, entwickeln daraus Personas und User Journeys und gestalten klickbare Prototypen. Sie pflegen das Design System, auf dem Design und Entwicklung gemeinsam aufbauen.',
    metaDescription:
      'UX/UI-Design bei Isarlicht Digital: Nutzerinterviews, Personas, klickbare Prototypen und ein Design System, auf dem das ganze Team aufbaut.',
    body: [
      'Unsere UX/UI-Designer:innen sorgen dafür, dass Software nicht nur funktioniert, sondern verstanden wird. Sie beginnen nicht mit Farben und Schriften, sondern mit Fragen: Wer nutzt das Produkt, in welcher Situation, mit welchem Ziel? Aus Interviews und Beobachtungen entstehen Personas und User Journeys, daraus Skizzen, klickbare Prototypen in Figma und schließlich die fertigen Oberflächen.',
      'Jeden wichtigen Entwurf testen sie mit echten Nutzer:innen, bevor er entwickelt wird, denn eine Änderung im Prototyp kostet Minuten, eine Änderung in fertiger Software Tage. Gemeinsam mit dem Frontend pflegen sie das Design System, auf dem alle Oberflächen aufbauen, und achten von Anfang an auf Barrierefreiheit nach WCAG. Im Product-Vision-Bootcamp moderieren sie die drei Tage zu Persona, Journey und Design Studio. Für Ihr Projekt bedeutet das: Entscheidungen über Oberflächen beruhen auf Beobachtungen statt auf Geschmack, und im Review geht es um Nutzer:innen statt um Lieblingsfarben.',
    ],
    highlights: [
      'Nutzerinterviews, Beobachtungen und Usability-Tests',
      'Personas, User Journeys und Informationsarchitektur',
      'Klickbare Prototypen und finale Oberflächen in Figma',
      'Pflege des Design Systems gemeinsam mit dem Frontend',
      'Prüfung auf Barrierefreiheit nach WCAG 2.2',
    ],
    related: {
      methods: ['cross-functional-teams'],
      roles: ['frontend-developer', 'product-owner', 'design-thinking'],
      services: ['responsive-app-design', 'strategy'],
    },
  },
  {
    id: 'frontend-developer',
    title: 'Frontend-Entwickler:in',
    kind: 'person',
    teaser:
      'Unsere Frontend-Entwickler:innen setzen Oberflächen mit TypeScript und React um – schnell, responsiv und barrierefrei. Sie arbeiten eng mit dem Design zusammen und bauen wiederverwendbare Komponenten für das Design System.',
    metaDescription:
      'Frontend-Entwicklung bei Isarlicht Digital: TypeScript und React, responsive und barrierefreie Oberflächen, wiederverwendbare Komponenten.',
    body: [
      'Unsere Frontend-Entwickler:innen bauen alles, was Nutzer:innen sehen und bedienen: Formulare, Tabellen, Dashboards, Buchungsstrecken. Sie arbeiten mit TypeScript und React, setzen Entwürfe aus dem Design genau und responsiv um und sorgen dafür, dass Seiten auch auf einem älteren Smartphone im Mobilfunknetz schnell laden. Ladezeiten, Layoutverschiebungen und Reaktionszeiten messen sie mit den Core Web Vitals, statt sie zu schätzen.',
      'Barrierefreiheit ist für sie kein Nachtrag: Semantisches HTML, Tastaturbedienung, sichtbare Fokuszustände und die Prüfung mit Screenreadern gehören zu jeder Funktion. Gemeinsam mit dem Design pflegen sie das Design System als Komponentenbibliothek, und mit dem Backend stimmen sie Schnittstellen ab, bevor die erste Zeile geschrieben ist. Automatisierte Tests mit Testing Library und Playwright stellen sicher, dass neue Funktionen bestehende nicht beschädigen. Für anspruchsvolle Oberflächen wie Plantafeln, Konfiguratoren oder interaktive Karten bringen sie Erfahrung mit großen Datenmengen im Browser mit.',
    ],
    highlights: [
      'Umsetzung responsiver Oberflächen mit TypeScript und React',
      'Komponentenbibliothek und Design System in Storybook',
      'Barrierefreiheit nach WCAG mit Tastatur- und Screenreader-Tests',
      'Performance-Optimierung entlang der Core Web Vitals',
      'Komponenten- und End-to-End-Tests mit Testing Library und Playwright',
    ],
    related: {
      methods: ['tech-stack', 'cross-functional-teams'],
      roles: ['ux-ui-designer', 'backend-developer', 'qa-tester'],
      services: ['web-applications', 'responsive-app-design'],
    },
  },
  {
    id: 'backend-developer',
    title: 'Backend-Entwickler:in',
    kind: 'person',
    teaser:
      'Unsere Backend-Entwickler:innen bauen die Logik hinter Ihren Anwendungen: APIs, Datenmodelle, Integrationen mit ERP und CRM sowie die Anbindung von KI-Diensten. Sie achten auf Sicherheit, kurze Antwortzeiten und saubere Schnittstellen.',
    metaDescription:
      'Backend-Entwicklung bei Isarlicht Digital: APIs, Datenmodelle und Integrationen mit ERP, CRM und KI-Diensten – sicher, schnell und gut dokumentiert.',
    body: [
      'Unsere Backend-Entwickler:innen bauen das Fundament, auf dem jede Anwendung steht: Datenmodelle, Geschäftslogik, Schnittstellen und Integrationen. Sie entwerfen APIs gemeinsam mit dem Frontend und mit externen Partnern, binden ERP, CRM, Zahlungsanbieter und KI-Dienste an und sorgen dafür, dass Daten konsistent bleiben, auch wenn mehrere Systeme gleichzeitig schreiben.',
      'Sicherheit steht dabei an erster Stelle: Authentifizierung, Rechteprüfung, Verschlüsselung und der Schutz vor den typischen Angriffen aus den OWASP Top 10 gehören zu jeder Funktion. Sie arbeiten überwiegend mit Node.js und TypeScript, bei daten- und KI-lastigen Aufgaben mit Python, und mit PostgreSQL als Datenbank. Für jede Geschäftsregel schreiben sie Tests und achten auf Antwortzeiten, die auch unter Last stabil bleiben. Fehlt einem Altsystem eine Schnittstelle, finden sie einen stabilen Weg, statt auf die perfekte Lösung zu warten, und beschreiben jede API in OpenAPI, damit andere Teams sie ohne Rückfrage nutzen können.',
    ],
    highlights: [
      'Entwurf von Datenmodellen und REST- oder GraphQL-Schnittstellen',
      'Integration von ERP, CRM, Zahlungsanbietern und KI-Diensten',
      'Absicherung nach den OWASP Top 10',
      'Automatisierte Tests für Geschäftslogik und Schnittstellen',
      'Optimierung von Datenbankabfragen und Antwortzeiten',
    ],
    related: {
      methods: ['tech-stack'],
      roles: ['frontend-developer', 'devops-specialist', 'ai-specialist'],
      services: ['api-management', 'enterprise-integration-platform'],
    },
  },
  {
    id: 'devops-specialist',
    title: 'DevOps-Spezialist:in',
    kind: 'person',
    teaser:
      'Unsere DevOps-Spezialist:innen sorgen dafür, dass Software zuverlässig läuft: mit CI/CD-Pipelines, Infrastructure as Code, Kubernetes und Monitoring. Neue Versionen gehen so automatisiert und nachvollziehbar live – ohne nächtliche Wartungsfenster.',
    metaDescription:
      'DevOps bei Isarlicht Digital: CI/CD-Pipelines, Infrastructure as Code, Kubernetes und Monitoring für Software, die zuverlässig und sicher läuft.',
    body: [
      'Unsere DevOps-Spezialist:innen sorgen dafür, dass Software nicht nur entwickelt, sondern auch zuverlässig betrieben wird. Sie bauen CI/CD-Pipelines, die jede Änderung automatisch testen und ausliefern, beschreiben Infrastruktur als Code mit Terraform, betreiben Container auf Kubernetes oder verwalteten Cloud-Diensten und richten Monitoring, Logging und Alarme ein. So gehen neue Versionen mehrmals pro Woche live, ohne dass jemand nachts ein Wartungsfenster betreuen muss.',
      'Betrieb und Sicherheit denken sie von Anfang an mit: Backups werden regelmäßig probeweise wiederhergestellt statt nur erstellt, Zugänge laufen über zentrale Identitäten, Abhängigkeiten werden automatisch auf Sicherheitslücken geprüft, und für jeden Dienst gibt es ein dokumentiertes Vorgehen bei Störungen. Sie behalten auch die Kosten im Blick und passen Ressourcen an den tatsächlichen Bedarf an. Übernimmt Ihr eigenes Team später den Betrieb, sorgen sie für eine geordnete Übergabe.',
    ],
    highlights: [
      'CI/CD-Pipelines mit automatisierten Tests und Deployments',
      'Infrastruktur als Code mit Terraform',
      'Betrieb auf Kubernetes oder verwalteten Cloud-Diensten',
      'Monitoring, Logging, Alarme und Störungsprozesse',
      'Regelmäßig geprüfte Backups und Kostenkontrolle',
    ],
    related: {
      methods: ['tech-stack', 'cross-functional-teams'],
      roles: ['backend-developer', 'qa-tester', 'kanban-method'],
      services: ['microservices-architecture', 'efficiency-optimization'],
    },
  },
  {
    id: 'qa-tester',
    title: 'QA-Tester:in',
    kind: 'person',
    teaser:
      'Unsere QA-Tester:innen sind von Anfang an Teil des Teams: Sie formulieren Akzeptanzkriterien mit, automatisieren Tests und prüfen Barrierefreiheit und Lastverhalten. So werden Fehler im Sprint gefunden – und nicht erst von Ihren Kund:innen.',
    metaDescription:
      'Qualitätssicherung bei Isarlicht Digital: Akzeptanzkriterien, automatisierte Tests, Barrierefreiheits- und Lasttests – von Anfang an im Team.',
    body: [
      'Qualität lässt sich nicht am Ende eines Projekts hineinprüfen. Unsere QA-Tester:innen sind deshalb von der ersten Planung an dabei: Sie stellen beim Formulieren einer User Story die unbequemen Fragen nach Sonderfällen, schreiben Akzeptanzkriterien mit und planen, wie eine Funktion getestet wird, bevor sie entwickelt ist. Während des Sprints testen sie neue Funktionen explorativ und automatisieren die wichtigsten Abläufe als End-to-End-Tests.',
      'Neben der fachlichen Korrektheit prüfen sie, was im Alltag oft vergessen wird: Funktioniert die Anwendung mit Tastatur und Screenreader? Hält sie hundert gleichzeitigen Nutzer:innen stand? Was passiert bei einer abgebrochenen Verbindung? Gefundene Fehler dokumentieren sie so, dass sie sich reproduzieren lassen, und sorgen mit Regressionstests dafür, dass ein behobener Fehler nicht zurückkehrt. So erfahren Sie von Fehlern im Review und nicht erst von Ihren Kund:innen.',
    ],
    highlights: [
      'Mitarbeit an Akzeptanzkriterien und Testplanung ab Sprintbeginn',
      'Exploratives Testen neuer Funktionen',
      'Automatisierte End-to-End-Tests mit Playwright',
      'Barrierefreiheits- und Lasttests',
      'Reproduzierbare Fehlerberichte und Regressionstests',
    ],
    related: {
      methods: ['agile-teams'],
      roles: ['frontend-developer', 'devops-specialist', 'scrum-method'],
      services: ['web-applications', 'responsive-app-design'],
    },
  },
  {
    id: 'scrum-master',
    title: 'Scrum Master',
    kind: 'person',
    teaser:
      'Unsere Scrum Master sorgen dafür, dass das Team ungestört liefern kann. Sie moderieren die Scrum-Events, räumen Hindernisse aus dem Weg und verbessern gemeinsam mit Ihnen die Zusammenarbeit von Sprint zu Sprint.',
    metaDescription:
      'Scrum Master bei Isarlicht Digital: moderierte Scrum-Events, schnell beseitigte Hindernisse und eine Zusammenarbeit, die mit jedem Sprint besser wird.',
    body: [
      'Scrum Master ist in unseren Teams die Rolle, die dafür sorgt, dass Scrum nicht nur auf dem Papier stattfindet, sondern wirkt. Die Person moderiert Sprint Planning, Review und Retrospektive, hilft bei der Pflege des Backlogs und achtet darauf, dass sich das Team auf sein Sprint-Ziel konzentrieren kann. Sie leitet kein Projekt und verteilt keine Aufgaben, sondern coacht das Team dabei, sich selbst zu organisieren.',
      'Eine der wichtigsten Aufgaben ist das Beseitigen von Hindernissen: ein fehlender Zugang zu Ihrem Testsystem, eine offene Frage an Ihre Rechtsabteilung, eine Abhängigkeit zu einem anderen Dienstleister. Solche Hindernisse verfolgen unsere Scrum Master hartnäckig, auch über Unternehmensgrenzen hinweg, und helfen zugleich Ihrer Organisation, agile Zusammenarbeit zu verstehen – etwa, warum ein Review mehr sagt als ein Statusbericht. Mit jeder Retrospektive wird die Zusammenarbeit so spürbar besser.',
    ],
    highlights: [
      'Moderation von Planning, Daily, Review und Retrospektive',
      'Beseitigung von Hindernissen innerhalb und außerhalb des Teams',
      'Coaching von Team, Product Owner und Stakeholdern',
      'Transparenz über Fortschritt und Teamkennzahlen',
      'Kontinuierliche Verbesserung der Zusammenarbeit',
    ],
    related: {
      methods: ['agile-teams', 'holacracy-system'],
      roles: ['scrum-method', 'product-owner', 'kanban-method'],
      services: ['product-management', 'mvp-development'],
    },
  },
  {
    id: 'ai-specialist',
    title: 'KI-Spezialist:in',
    kind: 'person',
    teaser:
      'Unsere KI-Spezialist:innen wählen passende Sprachmodelle aus, bauen RAG-Pipelines auf Ihren Daten und entwickeln KI-Agenten und Sprachassistenten. Sie bewerten Qualität, Kosten und Datenschutz, bevor eine Lösung in Betrieb geht.',
    metaDescription:
      'KI-Spezialist:innen bei Isarlicht Digital: Auswahl von Sprachmodellen, RAG auf Ihren Daten, KI-Agenten und Sprachassistenten mit geprüfter Qualität.',
    body: [
      'Unsere KI-Spezialist:innen bringen künstliche Intelligenz aus der Demo in den Betrieb. Sie wählen für jeden Anwendungsfall das passende Sprachmodell nach Qualität, Kosten, Geschwindigkeit und Datenschutz aus, bereiten Dokumente und Daten für Retrieval-Augmented Generation auf und entwickeln KI-Agenten, die mehrstufige Aufgaben mit Werkzeugen erledigen. Bei Sprachassistenten kümmern sie sich um Spracherkennung, Gesprächsführung und die Übergabe an Menschen.',
      'Besonders wichtig ist ihnen die Messbarkeit: Bevor eine KI-Lösung live geht, erstellen sie mit Ihrem Fachbereich einen Testsatz aus echten Fragen und erwarteten Antworten und werten die Qualität automatisiert aus – bei jeder Änderung an Prompt, Modell oder Daten erneut. Sie kennen die Grenzen der Technik, sprechen sie offen an und bauen Schutzmechanismen gegen erfundene Antworten und Missbrauch ein. Fragen zur KI-Verordnung der EU und zum Datenschutz klären sie früh mit Ihnen.',
    ],
    highlights: [
      'Auswahl und Bewertung von Sprachmodellen',
      'RAG-Pipelines auf Ihren Dokumenten und Daten',
      'KI-Agenten und Sprachassistenten mit klaren Grenzen',
      'Automatisierte Qualitätsmessung mit eigenem Testsatz',
      'Beratung zu Datenschutz und KI-Verordnung',
    ],
    related: {
      methods: ['tech-stack'],
      roles: ['backend-developer', 'product-owner', 'lean-method'],
      services: ['ai-development', 'automation-solutions'],
    },
  },
] as const satisfies readonly Role[];
