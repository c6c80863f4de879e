import type { GlossaryTerm } from '../types';

export const designStudio = {
  id: 'design-studio',
  term: 'Design Studio',
  definition:
    'Das Design Studio ist eine Workshop-Methode, bei der alle Teilnehmenden in kurzen Runden eigene Lösungsskizzen zeichnen, vorstellen und gemeinsam weiterentwickeln. So fließen die Ideen von Fachbereich, Design und Entwicklung gleichberechtigt ein. In unserem dreitägigen Product-Vision-Bootcamp folgt es auf Persona und Customer Journey.',
  metaDescription:
    'Design Studio erklärt: die Workshop-Methode, in der alle Beteiligten Lösungen skizzieren – fester Teil unseres dreitägigen Product-Vision-Bootcamps.',
  serviceIds: ['strategy', 'mvp-development', 'responsive-app-design'],
} as const satisfies GlossaryTerm;
