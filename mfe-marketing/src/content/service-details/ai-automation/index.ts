import type { ServiceId } from '@isarlicht/contracts';
import type { ServiceDetail } from '../../types';
import { aiDevelopment } from './ai-development';
import { automationSolutions } from './automation-solutions';
import { documentManagement } from './document-management';
import { lowCodeAutomation } from './low-code-automation';
import { marketingAutomation } from './marketing-automation';
import { noCodeDevelopment } from './no-code-development';

/** The page text of the services in `services/ai-automation.ts`, by id: one chunk, loaded by their pages only. */
export const aiAutomationDetails = {
  'ai-development': aiDevelopment,
  'no-code-development': noCodeDevelopment,
  'low-code-automation': lowCodeAutomation,
  'automation-solutions': automationSolutions,
  'marketing-automation': marketingAutomation,
  'document-management': documentManagement,
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
