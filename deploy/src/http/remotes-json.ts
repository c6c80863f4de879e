import type { Request, Response } from 'express';
import {
  composePages,
  remoteNames,
  remoteReleaseOf,
  routedPagesOf,
  type DeploymentConfig,
  type RemoteName,
  type RemoteRelease,
  type RoutedPage,
} from '@isarlicht/contracts';
import { cacheControlValues } from './cache-control';

export interface RemoteStatus {
  readonly manifest: string;
  /** null: the manifest did not answer, or names no release. */
  readonly release: RemoteRelease | null;
  readonly error?: string;
}

export type FetchManifest = (url: string) => Promise<unknown>;
export type LivePages = () => Promise<RoutedPage[]>;

const fetchManifest: FetchManifest = async (url) => {
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

/** Which release of each remote is live now, read from the manifests visitors get. */
export async function remoteStatus(
  config: DeploymentConfig,
  read: FetchManifest = fetchManifest,
): Promise<Record<RemoteName, RemoteStatus>> {
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

/** How long one read of the live manifests' pages answers `/remotes.json`: a deployed page is routed within a second. */
export const pagesCacheMs = 1000;

/**
 * The pages of every remote's live release, composed in one list (docs/decisions/030).
 * A manifest that does not answer keeps the pages last read from it, so a remote that
 * is down shows its slot's error on its pages instead of the not-found page.
 */
export function livePages(config: DeploymentConfig, read: FetchManifest = fetchManifest, now: () => number = Date.now): LivePages {
  const lastRead = new Map<RemoteName, readonly RoutedPage[]>();
  let cached: { readonly at: number; readonly pages: Promise<RoutedPage[]> } | null = null;
  const readAll = async (): Promise<RoutedPage[]> => {
    const lists = await Promise.all(
      remoteNames.map(async (name): Promise<[RemoteName, readonly RoutedPage[]]> => {
        try {
          const pages = routedPagesOf(name, await read(config.remotes[name]));
          lastRead.set(name, pages);
          return [name, pages];
        } catch {
          return [name, lastRead.get(name) ?? []];
        }
      }),
    );
    return composePages(Object.fromEntries(lists));
  };
  return (): Promise<RoutedPage[]> => {
    if (cached === null || now() - cached.at >= pagesCacheMs) cached = { at: now(), pages: readAll() };
    return cached.pages;
  };
}

/**
 * `/remotes.json` is the deployment configuration the browser reads, with the pages of
 * the live releases the shell routes by; `/remotes.json?status`
 * adds the live release of every remote, so version skew is visible (ADR 013). Anyone
 * may ask, so one round of outgoing fetches answers every request for a few seconds
 * (requests while it runs wait for it): the status cannot be turned into a request
 * multiplier against the remotes' hosts.
 */
export function remotesJson(
  config: DeploymentConfig,
  read?: FetchManifest,
  now: () => number = Date.now,
  pages: LivePages = livePages(config, read, now),
) {
  let cached: { readonly at: number; readonly status: Promise<Record<RemoteName, RemoteStatus>> } | null = null;
  const status = () => {
    if (cached === null || now() - cached.at >= statusCacheMs) cached = { at: now(), status: remoteStatus(config, read) };
    return cached.status;
  };
  return async (req: Request, res: Response): Promise<void> => {
    const composed = { ...config, pages: await pages() };
    res.setHeader('Cache-Control', cacheControlValues.revalidate);
    if (!('status' in req.query)) {
      res.json(composed);
      return;
    }
    res.json({ ...composed, status: await status() });
  };
}
