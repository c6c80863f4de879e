import type { Role } from '../types';

export const scrumMethod = {
  id: 'scrum-method',
  glossaryTermId: 'scrum',
  title: 'Scrum',
  kind: 'practice',
  teaser:
    'Scrum ist unser Standardrahmen für die Produktentwicklung: Sprints von zwei Wochen mit Planning, Daily, Review und Retrospektive. Sie sehen in jedem Review lauffähige Software und entscheiden mit, was als Nächstes kommt.',
  metaDescription:
    'So arbeiten wir mit Scrum: zweiwöchige Sprints, Reviews mit lauffähiger Software und Retrospektiven, in denen das Team seine Arbeitsweise verbessert.',
  body: [
    'Scrum ist das Rahmenwerk, nach dem unsere Teams neue Produkte und größere Ausbaustufen entwickeln. Die Arbeit ist in Sprints von zwei Wochen gegliedert. Zu Beginn wählt das Team im Sprint Planning die wichtigsten Einträge aus dem Backlog und formuliert ein Sprint-Ziel, im täglichen Daily stimmt es sich in fünfzehn Minuten ab, und am Ende zeigt es im Sprint Review lauffähige Software und reflektiert in der Retrospektive die eigene Zusammenarbeit.',
    'Für Sie hat dieser feste Takt einen klaren Vorteil: Alle zwei Wochen sehen Sie echten Fortschritt und können die Richtung ändern, bevor Monate in eine falsche Annahme geflossen sind. Die Verantwortlichkeiten sind eindeutig verteilt – der Product Owner entscheidet über das Was, die Entwickler:innen über das Wie, der Scrum Master achtet auf den Prozess. Wir halten uns an den Scrum Guide, passen Details wie die Sprintlänge aber an Ihr Vorhaben an.',
  ],
  highlights: [
    'Sprint Planning mit einem klaren Sprint-Ziel',
    'Daily von höchstens fünfzehn Minuten',
    'Sprint Review mit lauffähiger Software und Ihren Stakeholdern',
    'Retrospektive mit konkreten Verbesserungen für den nächsten Sprint',
    'Backlog Refinement, damit die nächsten Einträge startklar sind',
  ],
  related: {
    methods: ['agile-teams'],
    roles: ['scrum-master', 'product-owner', 'kanban-method'],
    services: ['mvp-development', 'web-applications'],
  },
} as const satisfies Role;
