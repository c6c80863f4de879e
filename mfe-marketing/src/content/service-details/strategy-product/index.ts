import type { ServiceId } from '@isarlicht/contracts';
import type { ServiceDetail } from '../../types';
import { serviceDetail } from '../service-detail';
import efficiencyOptimization from './efficiency-optimization.service.md';
import mvpDevelopment from './mvp-development.service.md';
import processOptimization from './process-optimization.service.md';
import productManagement from './product-management.service.md';
import strategy from './strategy.service.md';
import workflowFinder from './workflow-finder.service.md';

/** The page text of the services in `services/strategy-product.ts`, by id: one chunk, loaded by their pages only. */
export const strategyProductDetails = {
  strategy: serviceDetail(strategy),
  'workflow-finder': serviceDetail(workflowFinder),
  'product-management': serviceDetail(productManagement),
  'mvp-development': serviceDetail(mvpDevelopment),
  'process-optimization': serviceDetail(processOptimization),
  'efficiency-optimization': serviceDetail(efficiencyOptimization),
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
