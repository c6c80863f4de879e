import type { Role } from '../types';

export const productOwner = {
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
} as const satisfies Role;
