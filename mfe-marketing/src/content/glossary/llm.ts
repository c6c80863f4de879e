import type { GlossaryTerm } from '../types';

export const llm = {
  id: 'llm',
  term: 'LLM (Large Language Model)',
  definition:
    'Ein Large Language Model ist ein KI-Modell, das mit sehr großen Textmengen trainiert wurde und Sprache verstehen und erzeugen kann. Bekannte Beispiele sind GPT, Claude, Llama oder Mistral. In Unternehmensanwendungen werden LLMs meist mit eigenen Daten, Anweisungen und Werkzeugen kombiniert, damit sie verlässlich zum Einsatzzweck passen.',
  metaDescription:
    'Was ist ein Large Language Model? KI-Modelle wie GPT, Claude oder Mistral verstehen und erzeugen Sprache – und brauchen eigene Daten und Regeln.',
  serviceIds: ['ai-development', 'document-management', 'automation-solutions'],
} as const satisfies GlossaryTerm;
