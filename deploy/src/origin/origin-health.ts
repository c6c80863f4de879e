import type { RequestHandler } from 'express';
import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import type { AppName } from '@isarlicht/tooling/ports';
import type { StoreFreshness } from './store-freshness';

/** Where every listener of an origin answers its health: outside the address grammar, so never a page. */
export const healthPath = '/_origin/health';

export interface HealthSources {
  readonly name: string;
  readonly store: string;
  readonly freshness: StoreFreshness;
  readonly live: (remote: RemoteName) => string | null;
}

/**
 * An origin's health for an edge's probe (docs/decisions/050): 200 while this listener
 * can serve (the shell always, with what it last read; a remote once it holds a live
 * pointer), 503 otherwise. The body says whether it serves what the store holds now
 * (`fresh`) or what it last read because the store did not answer (`stale`, with the
 * reasons): an edge that probes every origin keeps them all while the store is away.
 */
export function healthHandler(app: AppName, { name, store, freshness, live }: HealthSources): RequestHandler {
  return (_req, res) => {
    const { stale, staleSince, lastContact } = freshness.state();
    const releases = Object.fromEntries(remoteNames.map((remote) => [remote, live(remote)]));
    const serving = app === 'shell' || live(app) !== null;
    res
      .status(serving ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ origin: name, app, serving, state: stale.length === 0 ? 'fresh' : 'stale', stale, staleSince, lastContact, store, releases });
  };
}
