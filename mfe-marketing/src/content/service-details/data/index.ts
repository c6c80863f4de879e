import type { ServiceId } from '@isarlicht/contracts';
import type { ServiceDetail } from '../../types';
import { serviceDetail } from '../service-detail';
import businessIntelligence from './business-intelligence.service.md';
import customizableDashboards from './customizable-dashboards.service.md';
import dataVisualization from './data-visualization.service.md';
import etlDataProcessing from './etl-data-processing.service.md';
import processMonitoring from './process-monitoring.service.md';
import realtimeDataSolutions from './realtime-data-solutions.service.md';

/** The page text of the services in `services/data.ts`, by id: one chunk, loaded by their pages only. */
export const dataDetails = {
  'realtime-data-solutions': serviceDetail(realtimeDataSolutions),
  'customizable-dashboards': serviceDetail(customizableDashboards),
  'data-visualization': serviceDetail(dataVisualization),
  'business-intelligence': serviceDetail(businessIntelligence),
  'etl-data-processing': serviceDetail(etlDataProcessing),
  'process-monitoring': serviceDetail(processMonitoring),
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
