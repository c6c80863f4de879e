import { serviceIds, type ServiceId } from '@isarlicht/contracts/routes/ids';
import { findById } from '../find-by-id';
import type { ServiceGroup, ServiceSummary } from '../types';
import { serviceGroupTexts } from './service-groups';
import { serviceCards } from './service-cards.generated';

/** Thematic groups, in the order the services overview shows them, each with its cards. */
export const serviceGroups: readonly ServiceGroup[] = serviceGroupTexts.map((group) => ({
  ...group,
  services: serviceCards.filter((card) => card.group === group.id).map(({ group: _group, ...summary }) => summary),
}));

const grouped: readonly ServiceSummary[] = serviceGroups.flatMap((group) => group.services);

/** Every service in the order of the shared route contract (`serviceIds`). */
export const services: readonly ServiceSummary[] = serviceIds.flatMap((id) => grouped.filter((service) => service.id === id));

/** The overview groups a service under one heading; the eyebrow of its page names it. */
export function groupOf(id: ServiceId): ServiceGroup | undefined {
  return serviceGroups.find((group) => group.services.some((service) => service.id === id));
}

export const findService = (id: string | undefined): ServiceSummary | undefined => findById(services, id);
