import type { GlossaryTerm } from '../types';

export const lowCode = {
  id: 'low-code',
  term: 'Low-Code',
  definition:
    'Low-Code-Plattformen ermöglichen es, Anwendungen und Workflows überwiegend visuell zusammenzustellen und nur an ausgewählten Stellen zu programmieren. Das verkürzt die Entwicklungszeit und erlaubt trotzdem individuelle Logik und Integrationen. Beispiele sind Microsoft Power Apps, OutSystems oder n8n.',
  metaDescription:
    'Low-Code erklärt: Anwendungen und Workflows überwiegend visuell bauen und nur an ausgewählten Stellen programmieren – etwa mit Power Apps oder n8n.',
  serviceIds: ['low-code-automation', 'internal-business-applications', 'automation-solutions'],
} as const satisfies GlossaryTerm;
