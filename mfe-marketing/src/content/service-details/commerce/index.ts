import type { ServiceId } from '@isarlicht/contracts';
import type { ServiceDetail } from '../../types';
import { b2bMarketplaces } from './b2b-marketplaces';
import { eCommerceSolutions } from './e-commerce-solutions';
import { paymentProcessing } from './payment-processing';
import { sellerManagement } from './seller-management';

/** The page text of the services in `services/commerce.ts`, by id: one chunk, loaded by their pages only. */
export const commerceDetails = {
  'e-commerce-solutions': eCommerceSolutions,
  'payment-processing': paymentProcessing,
  'seller-management': sellerManagement,
  'b2b-marketplaces': b2bMarketplaces,
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
