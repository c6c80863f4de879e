import { use } from 'react';
import type { ServiceId } from '@isarlicht/contracts';
import { groupOf } from '../services';
import type { Service, ServiceDetail, ServiceSummary } from '../types';

type GroupDetails = Readonly<Partial<Record<ServiceId, ServiceDetail>>>;

/**
 * The page text of each service group as a chunk of its own: a service page loads its
 * group's text, not all 37 (docs/decisions/021). Keyed by the group ids of `services/`.
 */
export const groupDetailLoaders: Readonly<Record<string, () => Promise<GroupDetails>>> = {
  'strategie-und-produkt': () => import('./strategy-product').then((module) => module.strategyProductDetails),
  'ki-und-automatisierung': () => import('./ai-automation').then((module) => module.aiAutomationDetails),
  anwendungen: () => import('./applications').then((module) => module.applicationsDetails),
  portale: () => import('./portals').then((module) => module.portalsDetails),
  commerce: () => import('./commerce').then((module) => module.commerceDetails),
  daten: () => import('./data').then((module) => module.dataDetails),
  integration: () => import('./integration').then((module) => module.integrationDetails),
};

const loaded = new Map<string, GroupDetails>();
const pending = new Map<string, Promise<GroupDetails>>();

function loadGroup(groupId: string): Promise<GroupDetails> {
  const running = pending.get(groupId);
  if (running) return running;
  const load = groupDetailLoaders[groupId];
  if (!load) return Promise.reject(new Error(`no page text for the service group "${groupId}"`));
  const promise = load().then(
    (details) => {
      loaded.set(groupId, details);
      return details;
    },
    (error: unknown) => {
      // A failed chunk is asked for again on the next attempt (the slot's retry).
      pending.delete(groupId);
      throw error;
    },
  );
  pending.set(groupId, promise);
  return promise;
}

/** Loads the page text of a service's group; an unknown id has nothing to load. */
export async function prepareServicePage(id: ServiceId | undefined): Promise<void> {
  const group = id === undefined ? undefined : groupOf(id);
  if (group) await loadGroup(group.id);
}

/** The service with its page text: at once when prepared, else the page suspends until it is loaded. */
export function useServicePage(summary: ServiceSummary): Service {
  const group = groupOf(summary.id);
  if (!group) throw new Error(`service "${summary.id}" belongs to no group`);
  const details = loaded.get(group.id) ?? use(loadGroup(group.id));
  const detail = details[summary.id];
  if (!detail) throw new Error(`the page text of service "${summary.id}" is missing from its group`);
  return { ...summary, ...detail };
}
