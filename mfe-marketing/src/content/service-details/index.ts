import type { ServiceId } from '@isarlicht/shared';
import { findById } from '../find-by-id';
import { services } from '../services';
import type { Service, ServiceDetail } from '../types';
import { aiAutomationDetails } from './ai-automation';
import { applicationsDetails } from './applications';
import { commerceDetails } from './commerce';
import { dataDetails } from './data';
import { integrationDetails } from './integration';
import { portalsDetails } from './portals';
import { strategyProductDetails } from './strategy-product';

const details = {
  ...strategyProductDetails,
  ...aiAutomationDetails,
  ...applicationsDetails,
  ...portalsDetails,
  ...commerceDetails,
  ...dataDetails,
  ...integrationDetails,
} as const satisfies Record<ServiceId, ServiceDetail>;

/** Every service with the text of its page, in the order of `services`. */
export const servicePages: readonly Service[] = services.map((summary) => ({ ...summary, ...details[summary.id] }));

export const findServicePage = (id: string | undefined): Service | undefined => findById(servicePages, id);
