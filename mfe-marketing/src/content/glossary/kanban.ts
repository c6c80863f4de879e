import type { GlossaryTerm } from '../types';

export const kanban = {
  id: 'kanban',
  term: 'Kanban',
  definition:
    'Kanban ist eine Methode zur Steuerung von Arbeit, bei der alle Aufgaben auf einem Board in Spalten wie „Offen“, „In Arbeit“ und „Erledigt“ sichtbar sind. Die Zahl der gleichzeitig bearbeiteten Aufgaben wird bewusst begrenzt, damit Arbeit schneller fertig wird. Kanban eignet sich besonders für laufende Aufgaben wie Betrieb und Support.',
  metaDescription:
    'Kanban erklärt: Aufgaben sichtbar auf einem Board, begrenzte parallele Arbeit und kurze Durchlaufzeiten – ideal für Betrieb und Support.',
  serviceIds: ['product-management', 'process-optimization', 'collaboration-tools'],
  practicePage: 'kanban-method',
} as const satisfies GlossaryTerm;
