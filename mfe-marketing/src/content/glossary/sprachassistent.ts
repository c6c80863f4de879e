import type { GlossaryTerm } from '../types';

export const sprachassistent = {
  id: 'sprachassistent',
  term: 'Sprachassistent (Voicebot)',
  definition:
    'Ein KI-Sprachassistent nimmt Anrufe entgegen, versteht gesprochene Anliegen und antwortet in natürlicher Sprache. Er beantwortet Standardfragen, nimmt Termine oder Schadenmeldungen auf und leitet komplexe Fälle mit einer Zusammenfassung an Mitarbeitende weiter. Anders als eine klassische Hotline ist er rund um die Uhr erreichbar.',
  metaDescription:
    'KI-Sprachassistent erklärt: Voicebots nehmen Anrufe an, verstehen Anliegen, beantworten Standardfragen und sind rund um die Uhr erreichbar.',
  serviceIds: ['ai-development', 'customer-portals', 'automation-solutions'],
} as const satisfies GlossaryTerm;
