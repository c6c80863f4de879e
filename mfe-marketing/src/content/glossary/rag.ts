import type { GlossaryTerm } from '../types';

export const rag = {
  id: 'rag',
  term: 'RAG (Retrieval-Augmented Generation)',
  definition:
    'RAG kombiniert ein Sprachmodell mit einer Suche in Ihren eigenen Dokumenten und Daten. Vor jeder Antwort werden die passenden Textstellen herausgesucht und dem Modell mitgegeben, sodass es auf Basis aktueller, unternehmensinterner Informationen antwortet und seine Quellen nennen kann. Das Modell selbst muss dafür nicht neu trainiert werden.',
  metaDescription:
    'RAG erklärt: Retrieval-Augmented Generation verbindet ein Sprachmodell mit der Suche in Ihren Dokumenten, damit Antworten aktuell und belegt sind.',
  serviceIds: ['ai-development', 'document-management', 'customer-portals'],
} as const satisfies GlossaryTerm;
