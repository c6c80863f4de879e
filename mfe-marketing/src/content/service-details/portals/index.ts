import type { ServiceId } from '@isarlicht/contracts';
import type { ServiceDetail } from '../../types';
import { serviceDetail } from '../service-detail';
import customerPartnerPortals from './customer-partner-portals.service.md';
import customerPortals from './customer-portals.service.md';
import partnerPortals from './partner-portals.service.md';
import roleBasedAccessControl from './role-based-access-control.service.md';
import supplierPortals from './supplier-portals.service.md';
import webPortalsDashboards from './web-portals-dashboards.service.md';

/** The page text of the services in `services/portals.ts`, by id: one chunk, loaded by their pages only. */
export const portalsDetails = {
  'web-portals-dashboards': serviceDetail(webPortalsDashboards),
  'customer-partner-portals': serviceDetail(customerPartnerPortals),
  'customer-portals': serviceDetail(customerPortals),
  'partner-portals': serviceDetail(partnerPortals),
  'supplier-portals': serviceDetail(supplierPortals),
  'role-based-access-control': serviceDetail(roleBasedAccessControl),
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
