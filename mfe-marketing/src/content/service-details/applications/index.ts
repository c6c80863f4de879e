import type { ServiceId } from '@isarlicht/contracts';
import type { ServiceDetail } from '../../types';
import { collaborationTools } from './collaboration-tools';
import { internalBusinessApplications } from './internal-business-applications';
import { inventoryManagement } from './inventory-management';
import { resourcePlanning } from './resource-planning';
import { responsiveAppDesign } from './responsive-app-design';
import { webApplications } from './web-applications';

/** The page text of the services in `services/applications.ts`, by id: one chunk, loaded by their pages only. */
export const applicationsDetails = {
  'web-applications': webApplications,
  'internal-business-applications': internalBusinessApplications,
  'responsive-app-design': responsiveAppDesign,
  'collaboration-tools': collaborationTools,
  'resource-planning': resourcePlanning,
  'inventory-management': inventoryManagement,
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
