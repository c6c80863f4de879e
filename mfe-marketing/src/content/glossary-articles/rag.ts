import type { GlossaryArticle } from '../types';

export const rag = {
  practice:
    'Für Assistenten, die Fragen zu Handbüchern, Verträgen oder internen Richtlinien beantworten, speichern wir die Dokumente in einer Vektordatenbank wie pgvector. Bei jeder Frage sucht das System die passenden Abschnitte und gibt sie dem Sprachmodell als Grundlage mit; die Antwort nennt ihre Quellen. Talentlake nutzt dieselbe Technik der semantischen Suche, um Stellenprofile mit Qualifikationen im Talentpool zu vergleichen.',
  references: ['talentlake'],
  relevance:
    'RAG ist der übliche Weg, ein Sprachmodell mit Ihrem eigenen Wissen arbeiten zu lassen, ohne es neu zu trainieren. Die Qualität hängt weniger vom Modell ab als von den Dokumenten: veraltete, widersprüchliche oder schlecht gegliederte Quellen führen zu schlechten Antworten. Klären Sie, wer die Dokumente pflegt und ob das System Zugriffsrechte beachtet, damit niemand Antworten aus Unterlagen erhält, die er nicht sehen darf.',
} as const satisfies GlossaryArticle;
