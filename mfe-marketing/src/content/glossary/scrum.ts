import type { GlossaryTerm } from '../types';

export const scrum = {
  id: 'scrum',
  term: 'Scrum',
  definition:
    'Scrum ist ein Rahmenwerk für agile Produktentwicklung, in dem ein Team in festen Zeitabschnitten, den Sprints, jeweils ein nutzbares Produktinkrement liefert. Es definiert drei Verantwortlichkeiten – Product Owner, Scrum Master und die Developers, also die Entwickler:innen des Teams – sowie feste Termine wie Sprint Planning, Daily, Review und Retrospektive.',
  metaDescription:
    'Scrum erklärt: das Rahmenwerk für agile Produktentwicklung mit Sprints, Product Owner, Scrum Master und festen Terminen wie Review und Retro.',
  serviceIds: ['mvp-development', 'product-management', 'web-applications'],
  practicePage: 'scrum-method',
} as const satisfies GlossaryTerm;
