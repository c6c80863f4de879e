import type { ServiceId } from '@isarlicht/contracts';
import type { ServiceDetail } from '../../types';
import { apiManagement } from './api-management';
import { enterpriseIntegrationPlatform } from './enterprise-integration-platform';
import { microservicesArchitecture } from './microservices-architecture';

/** The page text of the services in `services/integration.ts`, by id: one chunk, loaded by their pages only. */
export const integrationDetails = {
  'enterprise-integration-platform': enterpriseIntegrationPlatform,
  'api-management': apiManagement,
  'microservices-architecture': microservicesArchitecture,
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
