import type { Request, Response } from 'express';
import { remoteNames, remoteReleaseOf, type DeploymentConfig, type RemoteName, type RemoteRelease } from '@isarlicht/shared';
import { cacheControlValues } from './cache-control';

export interface RemoteStatus {
  readonly manifest: string;
  /** null: the manifest did not answer, or names no release. */
  readonly release: RemoteRelease | null;
  readonly error?: string;
}

type FetchManifest = (url: string) => Promise<unknown>;

const fetchManifest: FetchManifest = async (url) => {
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

/** Which release of each remote is live now, read from the manifests visitors get. */
export async function remoteStatus(config: DeploymentConfig, read: FetchManifest = fetchManifest): Promise<Record<RemoteName, RemoteStatus>> {
  const entries = await Promise.all(
    remoteNames.map(async (name): Promise<[RemoteName, RemoteStatus]> => {
      const manifest = config.remotes[name];
      try {
        return [name, { manifest, release: remoteReleaseOf(await read(manifest)) }];
      } catch (error) {
        return [name, { manifest, release: null, error: error instanceof Error ? error.message : String(error) }];
      }
    }),
  );
  return Object.fromEntries(entries) as Record<RemoteName, RemoteStatus>;
}

/** How long one round of manifest fetches answers `?status`: a few seconds, so a deploy shows at once. */
export const statusCacheMs = 5000;

/**
 * `/remotes.json` is the deployment configuration the browser reads; `/remotes.json?status`
 * adds the live release of every remote, so version skew is visible (ADR 013). Anyone
 * may ask, so one round of outgoing fetches answers every request for a few seconds
 * (requests while it runs wait for it): the status cannot be turned into a request
 * multiplier against the remotes' hosts.
 */
export function remotesJson(config: DeploymentConfig, read?: FetchManifest, now: () => number = Date.now) {
  let cached: { readonly at: number; readonly status: Promise<Record<RemoteName, RemoteStatus>> } | null = null;
  const status = () => {
    if (cached === null || now() - cached.at >= statusCacheMs) cached = { at: now(), status: remoteStatus(config, read) };
    return cached.status;
  };
  return async (req: Request, res: Response): Promise<void> => {
    res.setHeader('Cache-Control', cacheControlValues.revalidate);
    if (!('status' in req.query)) {
      res.json(config);
      return;
    }
    res.json({ ...config, status: await status() });
  };
}
