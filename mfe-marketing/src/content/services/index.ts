import { serviceIds, type ServiceId } from '@isarlicht/contracts';
import { findById } from '../find-by-id';
import type { ServiceGroup, ServiceSummary } from '../types';
import { aiAutomationGroup } from './ai-automation';
import { applicationsGroup } from './applications';
import { commerceGroup } from './commerce';
import { dataGroup } from './data';
import { integrationGroup } from './integration';
import { portalsGroup } from './portals';
import { strategyProductGroup } from './strategy-product';

/** Thematic groups, in the order the services overview shows them. */
export const serviceGroups: readonly ServiceGroup[] = [
  strategyProductGroup,
  aiAutomationGroup,
  applicationsGroup,
  portalsGroup,
  commerceGroup,
  dataGroup,
  integrationGroup,
];

const grouped: readonly ServiceSummary[] = serviceGroups.flatMap((group) => group.services);

/** Every service in the order of the shared route contract (`serviceIds`). */
export const services: readonly ServiceSummary[] = serviceIds.flatMap((id) => grouped.filter((service) => service.id === id));

/** The overview groups a service under one heading; the eyebrow of its page names it. */
export function groupOf(id: ServiceId): ServiceGroup | undefined {
  return serviceGroups.find((group) => group.services.some((service) => service.id === id));
}

export const findService = (id: string | undefined): ServiceSummary | undefined => findById(services, id);
