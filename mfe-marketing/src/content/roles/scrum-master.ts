import type { Role } from '../types';

export const scrumMaster = {
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
} as const satisfies Role;
