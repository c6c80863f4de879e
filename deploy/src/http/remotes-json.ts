import type { Request, Response } from 'express';
import { composePages, routedPagesOf, type RoutedPage } from '@isarlicht/contracts/pages/routed-pages';
import { redirectResolver, redirectRulesOf } from '@isarlicht/contracts/routes/redirects';
import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { remoteReleaseOf, type RemoteRelease } from '@isarlicht/contracts/deployment/remote-release';
import type { DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { cacheControlValues } from './cache-control';
import { fetchManifest } from './fetch-manifest';

export interface RemoteStatus {
  readonly manifest: string;
  /** null: the manifest did not answer, or names no release. */
  readonly release: RemoteRelease | null;
  readonly error?: string;
}

export type FetchManifest = (url: string) => Promise<unknown>;

/** The live pages with their redirects compiled once: one read of the manifests answers the page list and every redirect. */
export interface LiveRoutes {
  readonly pages: RoutedPage[];
  /** The redirect target of a request path, or null; its cost is linear in the path (`redirectResolver`). */
  readonly redirect: (pathname: string) => string | null;
}

export type LivePages = () => Promise<LiveRoutes>;

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
 * The pages of every remote's live release, composed in one list (docs/decisions/030),
 * and their redirects compiled with them. A manifest that does not answer keeps the
 * pages last read from it, so a remote that is down shows its slot's error on its
 * pages instead of the not-found page. What a manifest declares outside the address
 * grammar or beyond a slice's limits is left out and logged, once while it stays the same.
 */
export function livePages(config: DeploymentConfig, read: FetchManifest = fetchManifest, now: () => number = Date.now): LivePages {
  const lastRead = new Map<RemoteName, readonly RoutedPage[]>();
  const lastDropped = new Map<RemoteName, string>();
  let cached: { readonly at: number; readonly routes: Promise<LiveRoutes> } | null = null;
  const report = (name: RemoteName, dropped: readonly string[]) => {
    if ((lastDropped.get(name) ?? '') === dropped.join('\n')) return;
    lastDropped.set(name, dropped.join('\n'));
    for (const reason of dropped) console.warn(`[serve] left out of the live pages: ${reason}`);
  };
  const readAll = async (): Promise<LiveRoutes> => {
    const lists = await Promise.all(
      remoteNames.map(async (name): Promise<[RemoteName, readonly RoutedPage[]]> => {
        try {
          const dropped: string[] = [];
          const pages = routedPagesOf(name, await read(config.remotes[name]), (reason) => dropped.push(reason));
          report(name, dropped);
          lastRead.set(name, pages);
          return [name, pages];
        } catch {
          return [name, lastRead.get(name) ?? []];
        }
      }),
    );
    const pages = composePages(Object.fromEntries(lists));
    return { pages, redirect: redirectResolver(redirectRulesOf(pages)) };
  };
  return (): Promise<LiveRoutes> => {
    if (cached === null || now() - cached.at >= pagesCacheMs) cached = { at: now(), routes: readAll() };
    return cached.routes;
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
    const composed = { ...config, pages: (await pages()).pages };
    res.setHeader('Cache-Control', cacheControlValues.revalidate);
    if (!('status' in req.query)) {
      res.json(composed);
      return;
    }
    res.json({ ...composed, status: await status() });
  };
}
