import type { ServiceId } from '@isarlicht/contracts';
import type { ServiceDetail } from '../../types';
import { serviceDetail } from '../service-detail';
import collaborationTools from './collaboration-tools.service.md';
import internalBusinessApplications from './internal-business-applications.service.md';
import inventoryManagement from './inventory-management.service.md';
import resourcePlanning from './resource-planning.service.md';
import responsiveAppDesign from './responsive-app-design.service.md';
import webApplications from './web-applications.service.md';

/** The page text of the services in `services/applications.ts`, by id: one chunk, loaded by their pages only. */
export const applicationsDetails = {
  'web-applications': serviceDetail(webApplications),
  'internal-business-applications': serviceDetail(internalBusinessApplications),
  'responsive-app-design': serviceDetail(responsiveAppDesign),
  'collaboration-tools': serviceDetail(collaborationTools),
  'resource-planning': serviceDetail(resourcePlanning),
  'inventory-management': serviceDetail(inventoryManagement),
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
