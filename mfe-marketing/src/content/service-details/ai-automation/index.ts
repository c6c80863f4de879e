import type { ServiceId } from '@isarlicht/contracts';
import type { ServiceDetail } from '../../types';
import { serviceDetail } from '../service-detail';
import aiDevelopment from './ai-development.service.md';
import automationSolutions from './automation-solutions.service.md';
import documentManagement from './document-management.service.md';
import lowCodeAutomation from './low-code-automation.service.md';
import marketingAutomation from './marketing-automation.service.md';
import noCodeDevelopment from './no-code-development.service.md';

/** The page text of the services in `services/ai-automation.ts`, by id: one chunk, loaded by their pages only. */
export const aiAutomationDetails = {
  'ai-development': serviceDetail(aiDevelopment),
  'no-code-development': serviceDetail(noCodeDevelopment),
  'low-code-automation': serviceDetail(lowCodeAutomation),
  'automation-solutions': serviceDetail(automationSolutions),
  'marketing-automation': serviceDetail(marketingAutomation),
  'document-management': serviceDetail(documentManagement),
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
