import type { ServiceId } from '@isarlicht/contracts';
import type { ServiceDetail } from '../../types';
import { businessIntelligence } from './business-intelligence';
import { customizableDashboards } from './customizable-dashboards';
import { dataVisualization } from './data-visualization';
import { etlDataProcessing } from './etl-data-processing';
import { processMonitoring } from './process-monitoring';
import { realtimeDataSolutions } from './realtime-data-solutions';

/** The page text of the services in `services/data.ts`, by id: one chunk, loaded by their pages only. */
export const dataDetails = {
  'realtime-data-solutions': realtimeDataSolutions,
  'customizable-dashboards': customizableDashboards,
  'data-visualization': dataVisualization,
  'business-intelligence': businessIntelligence,
  'etl-data-processing': etlDataProcessing,
  'process-monitoring': processMonitoring,
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
