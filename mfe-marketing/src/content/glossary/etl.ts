import type { GlossaryTerm } from '../types';

export const etl = {
  id: 'etl',
  term: 'ETL (Extract, Transform, Load)',
  definition:
    'Bei ETL werden Daten aus Quellsystemen gelesen, bereinigt und vereinheitlicht und anschließend in ein Zielsystem wie ein Data Warehouse geladen. Solche Datenstrecken laufen automatisch und zeitgesteuert. Bei der Variante ELT findet die Umwandlung erst im Zielsystem statt.',
  metaDescription:
    'ETL erklärt: Daten aus Quellsystemen lesen, bereinigen, vereinheitlichen und in ein Data Warehouse laden – und worin sich ELT davon unterscheidet.',
  serviceIds: ['etl-data-processing', 'business-intelligence', 'enterprise-integration-platform'],
} as const satisfies GlossaryTerm;
