import type { ServiceId } from '@isarlicht/contracts';
import type { ServiceDetail } from '../../types';
import { serviceDetail } from '../service-detail';
import apiManagement from './api-management.service.md';
import enterpriseIntegrationPlatform from './enterprise-integration-platform.service.md';
import microservicesArchitecture from './microservices-architecture.service.md';

/** The page text of the services in `services/integration.ts`, by id: one chunk, loaded by their pages only. */
export const integrationDetails = {
  'enterprise-integration-platform': serviceDetail(enterpriseIntegrationPlatform),
  'api-management': serviceDetail(apiManagement),
  'microservices-architecture': serviceDetail(microservicesArchitecture),
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
