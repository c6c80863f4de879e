import type { ServiceId } from '@isarlicht/contracts';
import type { ServiceDetail } from '../../types';
import { efficiencyOptimization } from './efficiency-optimization';
import { mvpDevelopment } from './mvp-development';
import { processOptimization } from './process-optimization';
import { productManagement } from './product-management';
import { strategy } from './strategy';
import { workflowFinder } from './workflow-finder';

/** The page text of the services in `services/strategy-product.ts`, by id: one chunk, loaded by their pages only. */
export const strategyProductDetails = {
  strategy,
  'workflow-finder': workflowFinder,
  'product-management': productManagement,
  'mvp-development': mvpDevelopment,
  'process-optimization': processOptimization,
  'efficiency-optimization': efficiencyOptimization,
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
