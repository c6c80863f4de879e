import type { GlossaryTerm } from '../types';

export const businessIntelligence = {
  id: 'business-intelligence',
  term: 'BI (Business Intelligence)',
  definition:
    'Business Intelligence fasst Methoden und Werkzeuge zusammen, mit denen Unternehmen ihre Daten sammeln, auswerten und als Berichte oder Dashboards darstellen. Ziel ist, Entscheidungen auf verlässliche Kennzahlen statt auf Bauchgefühl zu stützen. Verbreitete Werkzeuge sind Power BI, Tableau oder Metabase.',
  metaDescription:
    'Business Intelligence (BI) erklärt: Methoden und Werkzeuge, mit denen Unternehmen Daten auswerten und Entscheidungen auf Kennzahlen stützen.',
  serviceIds: ['business-intelligence', 'data-visualization', 'customizable-dashboards', 'etl-data-processing'],
} as const satisfies GlossaryTerm;
