import type { Role } from '../types';

export const uxUiDesigner = {
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
} as const satisfies Role;
