import { buildApps } from './build-apps';

/** The production site: every app built (if stale), then the public pages prerendered. */
export function buildSite(force = false): void {
  buildApps(undefined, force);
}
