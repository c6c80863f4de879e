import type { GlossaryTerm } from '../types';

export const workflowAutomatisierung = {
  id: 'workflow-automatisierung',
  term: 'Workflow-Automatisierung',
  definition:
    'Workflow-Automatisierung bedeutet, dass wiederkehrende Abläufe mit festen Regeln – etwa Freigaben, Datenübertragungen oder Benachrichtigungen – von Software statt von Menschen ausgeführt werden. Mitarbeitende greifen nur noch bei Ausnahmen ein. Umgesetzt wird das mit Workflow-Engines, Low-Code-Werkzeugen und zunehmend mit KI-Agenten.',
  metaDescription:
    'Workflow-Automatisierung erklärt: wiederkehrende Abläufe mit festen Regeln übernimmt Software, Menschen greifen nur noch bei Ausnahmen ein.',
  serviceIds: ['automation-solutions', 'workflow-finder', 'low-code-automation', 'process-optimization'],
} as const satisfies GlossaryTerm;
