import path from 'node:path';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { defaultDeployTarget, storeFromEnv, type ReleaseStore } from '@isarlicht/deploy';
import { repoRoot } from './slice-release';
import { storeVariables, topologyOf } from './site-topology';

/** Where the running site's releases live, for the tests that deploy a slice into it. */
export interface SiteReleases {
  /** The arguments a slice's deploy and rollback take to reach them (the folder's `--target`; none for the store). */
  readonly deployArgs: (remote: RemoteName) => readonly string[];
  /** The environment they take (the store's variables; none for the folder). */
  readonly deployEnv: Readonly<Record<string, string>>;
  readonly store: ReleaseStore;
  /** The id of the live release of a remote, read from its pointer. */
  readonly liveRelease: (remote: RemoteName) => Promise<string | null>;
}

function storeEnv(): Record<string, string> {
  const missing = storeVariables.filter((name) => (process.env[name] ?? '') === '');
  if (missing.length > 0)
    throw new Error(`a distributed site's deploys need ${missing.join(', ')}: the values start:distributed printed in its ready line`);
  return Object.fromEntries(storeVariables.map((name) => [name, process.env[name] ?? '']));
}

/**
 * The folders `npm start` serves, or the store of a distributed site (`E2E_TOPOLOGY`):
 * the global setup put start:distributed's store variables into the environment.
 */
export function siteReleases(): SiteReleases {
  const root = path.dirname(defaultDeployTarget(repoRoot, 'marketing'));
  const distributed = topologyOf() === 'distributed';
  const deployEnv = distributed ? storeEnv() : {};
  const store = storeFromEnv(deployEnv, { root });
  return {
    deployArgs: (remote) => (distributed ? [] : ['--target', defaultDeployTarget(repoRoot, remote)]),
    deployEnv,
    store,
    liveRelease: async (remote) => (await store.readPointer(remote))?.releaseId ?? null,
  };
}
