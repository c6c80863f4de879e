import type { GlossaryTerm } from '../types';

export const dataWarehouse = {
  id: 'data-warehouse',
  term: 'Data Warehouse',
  definition:
    'Ein Data Warehouse ist eine zentrale Datenbank, in der Daten aus ERP, CRM, Shop und weiteren Quellen bereinigt und einheitlich für Auswertungen abgelegt werden. Es trennt Analysen vom laufenden Betrieb der Quellsysteme und bewahrt auch historische Stände auf. Moderne Varianten laufen in der Cloud, etwa Snowflake oder Google BigQuery.',
  metaDescription:
    'Data Warehouse erklärt: die zentrale Datenbank, in der Daten aus ERP, CRM und Shop bereinigt für Auswertungen und Berichte zusammenlaufen.',
  serviceIds: ['business-intelligence', 'etl-data-processing', 'data-visualization'],
} as const satisfies GlossaryTerm;
