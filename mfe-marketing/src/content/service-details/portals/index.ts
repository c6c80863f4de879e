import type { ServiceId } from '@isarlicht/contracts';
import type { ServiceDetail } from '../../types';
import { customerPartnerPortals } from './customer-partner-portals';
import { customerPortals } from './customer-portals';
import { partnerPortals } from './partner-portals';
import { roleBasedAccessControl } from './role-based-access-control';
import { supplierPortals } from './supplier-portals';
import { webPortalsDashboards } from './web-portals-dashboards';

/** The page text of the services in `services/portals.ts`, by id: one chunk, loaded by their pages only. */
export const portalsDetails = {
  'web-portals-dashboards': webPortalsDashboards,
  'customer-partner-portals': customerPartnerPortals,
  'customer-portals': customerPortals,
  'partner-portals': partnerPortals,
  'supplier-portals': supplierPortals,
  'role-based-access-control': roleBasedAccessControl,
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
