import type { ServiceDetail } from '../../types';

export const webPortalsDashboards = {
  intro: [
    'Wenn Informationen auf ERP, CRM, Ticketsystem, Fachanwendungen und Fileserver verteilt sind, verbringen Mitarbeitende, Kund:innen und Führungskräfte viel Zeit damit, sie zusammenzusuchen. Ein Webportal schafft einen gemeinsamen Einstieg: Nach der Anmeldung sieht jede Person die Kacheln, Listen und Kennzahlen, die zu ihrer Rolle passen, und springt von dort direkt in den Vorgang. Die Daten bleiben in den führenden Systemen; das Portal liest sie über Schnittstellen und zeigt sie zusammen an.',
    'Wir bauen Portale modular: Jeder Bereich ist ein eigenständiges Modul, das ein Team unabhängig weiterentwickeln und ausliefern kann – auf Wunsch als Micro-Frontends, wie sie auch diese Website nutzt. Dashboards im Portal zeigen aktuelle Kennzahlen und verlinken auf die Details, statt als statischer Bericht zu enden. Single Sign-on, ein durchgängiges Design System und kurze Ladezeiten sind dabei unsere Messlatte.',
  ],
  audience:
    'Unternehmen mit vielen Systemen und vielen Zielgruppen, die Mitarbeitenden, Kund:innen oder Führungskräften einen gemeinsamen digitalen Einstieg geben wollen – als Mitarbeiterportal, Serviceportal oder Steuerungscockpit.',
  problems: [
    'Für einen einfachen Überblick müssen sich Mitarbeitende in fünf Anwendungen anmelden.',
    'Die Geschäftsführung bekommt Zahlen als PDF, die bei Erscheinen schon veraltet sind.',
    'Ein älteres Portal ist so verschachtelt, dass niemand mehr Änderungen wagt.',
    'Jede Abteilung betreibt ein eigenes Mini-Portal mit eigenem Login und eigenem Design.',
  ],
  steps: [
    {
      title: 'Zielgruppen und ihre Fragen',
      text: 'Für jede Zielgruppe halten wir fest, welche Fragen sie beantworten und welche Aufgaben sie erledigen will, und leiten daraus Startseite und Module ab.',
    },
    {
      title: 'Datenquellen anbinden',
      text: 'Wir prüfen die Schnittstellen der führenden Systeme, bauen fehlende Adapter und legen fest, wie aktuell welche Daten sein müssen.',
    },
    {
      title: 'Modular entwickeln',
      text: 'Module und Dashboards entstehen nacheinander in Sprints und gehen einzeln live, beginnend mit dem größten Nutzen.',
    },
    {
      title: 'Nach Nutzung ausbauen',
      text: 'Nutzungsdaten zeigen, welche Bereiche gebraucht werden; danach priorisieren wir die nächsten Module.',
    },
  ],
  technologies: ['React', 'TypeScript', 'Next.js', 'Module Federation', 'GraphQL', 'Keycloak', 'Apache ECharts', 'PostgreSQL'],
  outcomes: [
    'Ein gemeinsamer Einstieg für alle Zielgruppen mit einer einzigen Anmeldung',
    'Aktuelle Kennzahlen, die direkt in den zugrunde liegenden Vorgang führen',
    'Eine modulare Architektur, die Teams unabhängig erweitern können',
    'Ein einheitliches Erscheinungsbild über alle Bereiche',
  ],
  faq: [
    {
      question: 'Worin unterscheidet sich ein Portal von einem Intranet?',
      answer:
        'Ein klassisches Intranet verteilt vor allem Nachrichten und Dokumente. Ein Portal bündelt zusätzlich Daten und Aufgaben aus Ihren Fachsystemen, sodass Nutzer:innen dort arbeiten und nicht nur lesen.',
    },
    {
      question: 'Müssen die Daten ins Portal kopiert werden?',
      answer:
        'Meist nicht. Das Portal liest die Daten live über Schnittstellen. Nur für Auswertungen über viele Quellen oder bei sehr langsamen Systemen legen wir einen Zwischenspeicher an.',
    },
    {
      question: 'Können wir später eigene Module ergänzen?',
      answer:
        'Ja. Dank modularer Architektur und dokumentiertem Design System kann Ihr Team oder ein anderer Dienstleister Module hinzufügen, ohne bestehende zu verändern.',
    },
  ],
  cta: 'Zählen Sie uns die Systeme auf, zwischen denen Ihre Teams heute hin- und herspringen – wir skizzieren einen gemeinsamen Einstieg.',
  related: {
    services: ['customizable-dashboards', 'customer-partner-portals', 'role-based-access-control', 'data-visualization'],
    references: ['fahrzeugdatenplattform', 'smart-home-app'],
    industries: ['public-sector', 'kmu', 'automotive'],
  },
} as const satisfies ServiceDetail;
