import type { GlossaryTerm } from '../types';

export const promptEngineering = {
  id: 'prompt-engineering',
  term: 'Prompt Engineering',
  definition:
    'Prompt Engineering bezeichnet das gezielte Formulieren von Anweisungen, Beispielen und Kontext für ein Sprachmodell, damit es verlässliche und passende Antworten liefert. Dazu gehört auch, Ergebnisse systematisch zu testen und Prompts wie Code zu versionieren. Gute Prompts senken Fehlerquoten und Betriebskosten.',
  metaDescription:
    'Prompt Engineering erklärt: Anweisungen, Beispiele und Kontext für Sprachmodelle gezielt formulieren, systematisch testen und versionieren.',
  serviceIds: ['ai-development', 'automation-solutions'],
} as const satisfies GlossaryTerm;
