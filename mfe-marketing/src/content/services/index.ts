import { serviceIds } from '@isarlicht/shared';
import type { Service, ServiceGroup } from '../types';
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

const grouped: readonly Service[] = serviceGroups.flatMap((group) => group.services);

/** Every service in the order of the shared route contract (`serviceIds`). */
export const services: readonly Service[] = serviceIds.flatMap((id) => grouped.filter((service) => service.id === id));

/** The overview groups a service under one heading; the eyebrow of its page names it. */
export function groupOf(service: Service): ServiceGroup | undefined {
  return serviceGroups.find((group) => group.services.includes(service));
}
