import type { Role } from '../types';

export const qaTester = {
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
} as const satisfies Role;
