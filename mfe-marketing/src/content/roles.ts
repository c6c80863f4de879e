import type { Role } from './types';

export const roles = [
  {
    id: 'product-owner',
    title: 'Product Owner',
    teaser:
      'Unsere Product Owner verantworten den Wert Ihres Produkts: Sie pflegen das Backlog, priorisieren nach Nutzen und sind Ihre direkten Ansprechpartner für fachliche Entscheidungen. So bleibt jede Iteration auf das ausgerichtet, was Ihre Nutzer:innen wirklich brauchen.',
    metaDescription:
      'Product Owner bei Isarlicht Digital: Backlog, Priorisierung und fachliche Entscheidungen aus einer Hand – damit jede Iteration echten Nutzen liefert.',
  },
  {
    id: 'ux-ui-designer',
    title: 'UX/UI-Designer:in',
    teaser:
      'Unsere UX/UI-Designer:innen sprechen mit Ihren Nutzer:innen, entwickeln daraus Personas und User Journeys und gestalten klickbare Prototypen. Sie pflegen das Design System, auf dem Design und Entwicklung gemeinsam aufbauen.',
    metaDescription:
      'UX/UI-Design bei Isarlicht Digital: Nutzerinterviews, Personas, klickbare Prototypen und ein Design System, auf dem das ganze Team aufbaut.',
  },
  {
    id: 'scrum-method',
    title: 'Scrum',
    teaser:
      'Scrum ist unser Standardrahmen für die Produktentwicklung: Sprints von zwei Wochen mit Planning, Daily, Review und Retrospektive. Sie sehen in jedem Review lauffähige Software und entscheiden mit, was als Nächstes kommt.',
    metaDescription:
      'So arbeiten wir mit Scrum: zweiwöchige Sprints, Reviews mit lauffähiger Software und Retrospektiven, in denen das Team seine Arbeitsweise verbessert.',
  },
  {
    id: 'holacracy-circles',
    title: 'Holakratie-Kreise',
    teaser:
      'In der Holakratie bündeln Kreise zusammengehörige Rollen, etwa für ein Kundenprojekt, für Design oder für den Betrieb. Jeder Kreis regelt seine Zuständigkeiten selbst in Governance-Meetings und passt sie an, sobald sich die Arbeit ändert.',
    metaDescription:
      'Holakratie-Kreise bei Isarlicht Digital: wie wir Rollen bündeln, Zuständigkeiten selbst regeln und unsere Organisation laufend an die Arbeit anpassen.',
  },
  {
    id: 'frontend-developer',
    title: 'Frontend-Entwickler:in',
    teaser:
      'Unsere Frontend-Entwickler:innen setzen Oberflächen mit TypeScript und React um – schnell, responsiv und barrierefrei. Sie arbeiten eng mit dem Design zusammen und bauen wiederverwendbare Komponenten für das Design System.',
    metaDescription:
      'Frontend-Entwicklung bei Isarlicht Digital: TypeScript und React, responsive und barrierefreie Oberflächen, wiederverwendbare Komponenten.',
  },
  {
    id: 'backend-developer',
    title: 'Backend-Entwickler:in',
    teaser:
      'Unsere Backend-Entwickler:innen bauen die Logik hinter Ihren Anwendungen: APIs, Datenmodelle, Integrationen mit ERP und CRM sowie die Anbindung von KI-Diensten. Sie achten auf Sicherheit, kurze Antwortzeiten und saubere Schnittstellen.',
    metaDescription:
      'Backend-Entwicklung bei Isarlicht Digital: APIs, Datenmodelle und Integrationen mit ERP, CRM und KI-Diensten – sicher, schnell und gut dokumentiert.',
  },
  {
    id: 'devops-specialist',
    title: 'DevOps-Spezialist:in',
    teaser:
      'Unsere DevOps-Spezialist:innen sorgen dafür, dass Software zuverlässig läuft: mit CI/CD-Pipelines, Infrastructure as Code, Kubernetes und Monitoring. Neue Versionen gehen so automatisiert und nachvollziehbar live – ohne nächtliche Wartungsfenster.',
    metaDescription:
      'DevOps bei Isarlicht Digital: CI/CD-Pipelines, Infrastructure as Code, Kubernetes und Monitoring für Software, die zuverlässig und sicher läuft.',
  },
  {
    id: 'qa-tester',
    title: 'QA-Tester:in',
    teaser:
      'Unsere QA-Tester:innen sind von Anfang an Teil des Teams: Sie formulieren Akzeptanzkriterien mit, automatisieren Tests und prüfen Barrierefreiheit und Lastverhalten. So werden Fehler im Sprint gefunden – und nicht erst von Ihren Kund:innen.',
    metaDescription:
      'Qualitätssicherung bei Isarlicht Digital: Akzeptanzkriterien, automatisierte Tests, Barrierefreiheits- und Lasttests – von Anfang an im Team.',
  },
  {
    id: 'scrum-master',
    title: 'Scrum Master',
    teaser:
      'Unsere Scrum Master sorgen dafür, dass das Team ungestört liefern kann. Sie moderieren die Scrum-Events, räumen Hindernisse aus dem Weg und verbessern gemeinsam mit Ihnen die Zusammenarbeit von Sprint zu Sprint.',
    metaDescription:
      'Scrum Master bei Isarlicht Digital: moderierte Scrum-Events, schnell beseitigte Hindernisse und eine Zusammenarbeit, die mit jedem Sprint besser wird.',
  },
  {
    id: 'ai-specialist',
    title: 'KI-Spezialist:in',
    teaser:
      'Unsere KI-Spezialist:innen wählen passende Sprachmodelle aus, bauen RAG-Pipelines auf Ihren Daten und entwickeln KI-Agenten und Sprachassistenten. Sie bewerten Qualität, Kosten und Datenschutz, bevor eine Lösung in Betrieb geht.',
    metaDescription:
      'KI-Spezialist:innen bei Isarlicht Digital: Auswahl von Sprachmodellen, RAG auf Ihren Daten, KI-Agenten und Sprachassistenten mit geprüfter Qualität.',
  },
  {
    id: 'kanban-method',
    title: 'Kanban',
    teaser:
      'Kanban nutzen wir überall dort, wo Arbeit laufend statt in Sprints anfällt – etwa bei Betrieb, Support und Weiterentwicklung bestehender Anwendungen. Ein sichtbares Board und begrenzte parallele Arbeit sorgen für kurze Durchlaufzeiten.',
    metaDescription:
      'Kanban bei Isarlicht Digital: sichtbare Boards und begrenzte parallele Arbeit für Betrieb, Support und Weiterentwicklung mit kurzen Durchlaufzeiten.',
  },
  {
    id: 'lean-method',
    title: 'Lean-Methode',
    teaser:
      'Nach dem Lean-Prinzip bauen wir nur, was nachweislich Nutzen stiftet: Annahmen formulieren, mit dem kleinstmöglichen Experiment testen, aus den Ergebnissen lernen. Diese Haltung steckt in unseren MVPs ebenso wie in der Optimierung bestehender Prozesse.',
    metaDescription:
      'Die Lean-Methode bei Isarlicht Digital: Annahmen früh testen, Verschwendung vermeiden und nur bauen, was Ihren Nutzern nachweislich Nutzen bringt.',
  },
  {
    id: 'design-thinking',
    title: 'Design Thinking',
    teaser:
      'Mit Design Thinking beginnen wir bei den Menschen, die ein Produkt nutzen sollen, nicht bei der Technik. In unserem 3-tägigen Produktvisions-Bootcamp durchlaufen wir Persona, User Journey und Design Studio und halten am Ende testbare Entwürfe in der Hand.',
    metaDescription:
      'Design Thinking bei Isarlicht Digital: im 3-tägigen Bootcamp von Persona und User Journey über das Design Studio zu testbaren Produktentwürfen.',
  },
  {
    id: 'tactic-meetings',
    title: 'Taktische Meetings',
    teaser:
      'Taktische Meetings sind das operative Format der Holakratie: Jeder Kreis gleicht regelmäßig Kennzahlen und Projektstände ab und arbeitet offene Punkte der Reihe nach ab. Nach jedem Meeting stehen konkrete nächste Schritte mit klarer Zuständigkeit fest.',
    metaDescription:
      'Taktische Meetings in der Holakratie: Kennzahlen abgleichen, Hindernisse lösen und jedes Treffen mit klaren nächsten Schritten und Zuständigkeiten beenden.',
  },
] as const satisfies readonly Role[];
