import type { ServiceId } from '@isarlicht/contracts';
import { services } from '../services';
import type { Service, ServiceDetail } from '../types';
import { aiAutomationDetails } from './ai-automation';
import { applicationsDetails } from './applications';
import { commerceDetails } from './commerce';
import { dataDetails } from './data';
import { integrationDetails } from './integration';
import { portalsDetails } from './portals';
import { strategyProductDetails } from './strategy-product';

/** The page text of every service by id, merged from the groups; the type demands one for each service. */
export const serviceDetails = {
  ...strategyProductDetails,
  ...aiAutomationDetails,
  ...applicationsDetails,
  ...portalsDetails,
  ...commerceDetails,
  ...dataDetails,
  ...integrationDetails,
} as const satisfies Record<ServiceId, ServiceDetail>;

/**
 * Every service with the text of its page, in the order of `services`: all groups at
 * once, for the dev dashboard's inspection and the content tests. Pages load their
 * group alone (`load-service-page.ts`).
 */
export const servicePages: readonly Service[] = services.map((summary) => ({ ...summary, ...serviceDetails[summary.id] }));
