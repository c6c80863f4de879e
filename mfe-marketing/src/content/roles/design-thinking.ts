import type { Role } from '../types';

export const designThinking = {
  id: 'design-thinking',
  glossaryTermId: 'design-thinking',
  title: 'Design Thinking',
  kind: 'practice',
  teaser:
    'Mit Design Thinking beginnen wir bei den Menschen, die ein Produkt nutzen sollen, nicht bei der Technik. In unserem dreitägigen Product-Vision-Bootcamp durchlaufen wir Persona, User Journey und Design Studio und halten am Ende testbare Entwürfe in der Hand.',
  metaDescription:
    'Design Thinking bei Isarlicht Digital: im dreitägigen Bootcamp von Persona und User Journey über das Design Studio zu testbaren Produktentwürfen.',
  body: [
    'Design Thinking ist unser Werkzeug für die frühe Phase eines Vorhabens, wenn noch nicht klar ist, welches Problem eigentlich gelöst werden soll. Statt bei einer technischen Lösung zu beginnen, starten wir bei den Menschen: Was versuchen sie zu erreichen, woran scheitern sie heute, was frustriert sie? Erst wenn diese Fragen beantwortet sind, entwickeln wir Ideen, bauen Prototypen und testen sie mit echten Nutzer:innen.',
    'Am deutlichsten wird das in unserem dreitägigen Product-Vision-Bootcamp. Der erste Tag gehört den Personas, die wir aus Interviews und dem Wissen Ihres Teams entwickeln. Am zweiten Tag zeichnen wir die User Journey und markieren Brüche und Chancen. Am dritten Tag skizzieren alle Teilnehmenden im Design Studio eigene Lösungen, die wir zu einem klickbaren Prototyp zusammenführen. 25 solcher Bootcamps haben wir durchgeführt, für mehr als 20 Unternehmen.',
  ],
  highlights: [
    'Interviews und Beobachtungen mit künftigen Nutzer:innen',
    'Personas und User Journeys als gemeinsame Grundlage',
    'Design Studio mit Skizzen aller Beteiligten',
    'Klickbare Prototypen statt langer Konzepte',
    'Tests mit echten Nutzer:innen vor der Entwicklung',
  ],
  related: {
    methods: ['cross-functional-teams'],
    roles: ['ux-ui-designer', 'lean-method', 'product-owner'],
    services: ['strategy', 'mvp-development'],
  },
} as const satisfies Role;
