import { use } from 'react';
import type { ServiceId } from '@isarlicht/contracts/routes/ids';
import type { Service, ServiceDetail, ServiceDetailEntry, ServiceSummary } from '../types';
import { services } from './index';
import { servicePageLoaders } from './service-pages.generated';

/** A service's page text as the page reads it: the intro is the body of its Markdown file. */
const serviceDetail = ({ body: intro, ...fields }: ServiceDetailEntry): ServiceDetail => ({ ...fields, intro });

const loaded = new Map<ServiceId, ServiceDetail>();
const pending = new Map<ServiceId, Promise<ServiceDetail>>();

/**
 * The page text of a service. The texts of a group share a chunk, so a service page loads
 * its group's texts, not all 37 (docs/decisions/021, 054).
 */
function loadDetail(id: ServiceId): Promise<ServiceDetail> {
  const running = pending.get(id);
  if (running) return running;
  const promise = servicePageLoaders[id]().then(
    (module) => {
      const detail = serviceDetail(module.default);
      loaded.set(id, detail);
      return detail;
    },
    (error: unknown) => {
      // A failed chunk is asked for again on the next attempt (the slot's retry).
      pending.delete(id);
      throw error;
    },
  );
  pending.set(id, promise);
  return promise;
}

/** Loads the page text of a service; an unknown id has nothing to load. */
export async function prepareServicePage(id: ServiceId | undefined): Promise<void> {
  if (id !== undefined) await loadDetail(id);
}

/** The service with its page text: at once when prepared, else the page suspends until it is loaded. */
export function useServicePage(summary: ServiceSummary): Service {
  return { ...summary, ...(loaded.get(summary.id) ?? use(loadDetail(summary.id))) };
}

/** Every service with the text of its page, all groups at once: for the dev dashboard's inspection and the content tests. */
export const loadServicePages = (): Promise<Service[]> =>
  Promise.all(services.map(async (summary) => ({ ...summary, ...(await loadDetail(summary.id)) })));
