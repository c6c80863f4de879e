import type { GlossaryTerm } from '../types';

export const machineLearning = {
  id: 'machine-learning',
  term: 'Machine Learning',
  definition:
    'Machine Learning ist ein Teilgebiet der künstlichen Intelligenz, bei dem Software Muster aus Daten lernt, statt dass jede Regel von Hand programmiert wird. Typische Anwendungen sind Absatz- und Ausfallprognosen, die Klassifizierung von Dokumenten und Betrugserkennung. Die Qualität hängt stark von Menge und Güte der Trainingsdaten ab.',
  metaDescription:
    'Machine Learning erklärt: Software lernt Muster aus Daten, etwa für Absatzprognosen oder Dokumentenerkennung, statt jede Regel fest zu kodieren.',
  serviceIds: ['ai-development', 'inventory-management', 'document-management', 'business-intelligence'],
} as const satisfies GlossaryTerm;
