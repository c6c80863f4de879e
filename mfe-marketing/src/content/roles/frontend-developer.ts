import type { Role } from '../types';

export const frontendDeveloper = {
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
} as const satisfies Role;
