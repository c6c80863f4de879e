import type { GlossaryTerm } from '../types';

export const kiAgent = {
  id: 'ki-agent',
  term: 'KI-Agent',
  definition:
    'Ein KI-Agent ist ein Programm auf Basis eines Sprachmodells, das Aufgaben eigenständig in mehreren Schritten erledigt. Er nutzt Werkzeuge, fragt etwa Daten im CRM ab, entwirft E-Mails oder legt Tickets an, und entscheidet anhand der Zwischenergebnisse über den nächsten Schritt. Für kritische Aktionen wird festgelegt, wann ein Mensch freigeben muss.',
  metaDescription:
    'Was ist ein KI-Agent? Ein Programm auf Basis eines Sprachmodells, das Aufgaben in mehreren Schritten erledigt und dabei Werkzeuge nutzt.',
  serviceIds: ['ai-development', 'automation-solutions', 'workflow-finder'],
} as const satisfies GlossaryTerm;
