import type { ServiceId } from '@isarlicht/contracts';
import type { ServiceDetail } from '../../types';
import { serviceDetail } from '../service-detail';
import b2bMarketplaces from './b2b-marketplaces.service.md';
import eCommerceSolutions from './e-commerce-solutions.service.md';
import paymentProcessing from './payment-processing.service.md';
import sellerManagement from './seller-management.service.md';

/** The page text of the services in `services/commerce.ts`, by id: one chunk, loaded by their pages only. */
export const commerceDetails = {
  'e-commerce-solutions': serviceDetail(eCommerceSolutions),
  'payment-processing': serviceDetail(paymentProcessing),
  'seller-management': serviceDetail(sellerManagement),
  'b2b-marketplaces': serviceDetail(b2bMarketplaces),
} as const satisfies Partial<Record<ServiceId, ServiceDetail>>;
