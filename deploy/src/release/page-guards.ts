import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exposedPageModule } from '@isarlicht/contracts/pages/page-manifest';
import { pathConflicts } from '@isarlicht/contracts/pages/path-claims';
import { redirectProblems } from '@isarlicht/contracts/routes/redirects';
import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { routedPagesOf } from '@isarlicht/contracts/pages/routed-pages';
import { servedAddresses } from '@isarlicht/contracts/pages/served-addresses';
import { unstampedPagesContractFile } from '@isarlicht/tooling/contract-files';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Field → type of a page as a shell reads it (`shared/contracts/contract/routed-page.json`). */
export type PageShape = Readonly<Record<string, string>>;

/** The pages of a build's `metaData.pages` as published, whatever their shape. */
const publishedOf = (built: unknown): unknown[] =>
  isRecord(built) && isRecord(built.metaData) && Array.isArray(built.metaData.pages) ? built.metaData.pages : [];

/**
 * The page shape the shell build in `shellDist` reads: named in its manifest since pages
 * declare redirects, else the shape recorded for the shells built before; null where
 * no shell is built there.
 */
export function shellPageShape(shellDist: string): PageShape | null {
  const file = path.join(shellDist, 'mf-manifest.json');
  if (!existsSync(file)) return null;
  const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (isRecord(manifest) && isRecord(manifest.metaData) && isRecord(manifest.metaData.pageShape))
    return manifest.metaData.pageShape as PageShape;
  return JSON.parse(readFileSync(unstampedPagesContractFile, 'utf8')) as PageShape;
}

/**
 * What a shell of the given page shape makes of a build's pages: a page without a field
 * that shell requires is dropped by it (refused here); a field it does not know is left
 * unused by it (reported, as `page id: field`).
 */
export interface PageShapeReport {
  readonly refusals: readonly string[];
  readonly unread: readonly string[];
}

export function pageShapeReport(remote: RemoteName, built: unknown, shape: PageShape): PageShapeReport {
  // The shell adds `remote` itself; a type without `undefined` is a field it cannot do without.
  const required = Object.keys(shape).filter((name) => name !== 'remote' && !shape[name]?.split(' | ').includes('undefined'));
  const pages = publishedOf(built).filter(isRecord);
  const idOf = (page: Record<string, unknown>) => (typeof page.id === 'string' ? page.id : JSON.stringify(page));
  return {
    refusals: pages.flatMap((page) =>
      required
        .filter((name) => !(name in page))
        .map(
          (name) =>
            `mfe-${remote}'s page ${idOf(page)} has no ${name}, which the live shell needs to route it: deploy a rebuilt shell first`,
        ),
    ),
    unread: pages.flatMap((page) =>
      Object.keys(page)
        .filter((name) => !(name in shape))
        .map((name) => `page ${idOf(page)}: ${name}`),
    ),
  };
}

/** `./about`, … : the modules a built `mf-manifest.json` lists as exposed. */
function exposedPathsOf(manifest: unknown): Set<string> {
  const exposes = isRecord(manifest) && Array.isArray(manifest.exposes) ? manifest.exposes : [];
  return new Set(exposes.map((entry: unknown) => (isRecord(entry) && typeof entry.path === 'string' ? entry.path : '')));
}

/**
 * Why a build must not go live, checked before anything is published or switched: one
 * message per page or old address the shell's reader leaves out (another shape than
 * the pinned one, docs/decisions/035; a path or old address outside the address
 * grammar, naming the offending character or rule; more pages or old addresses than a
 * slice may declare, docs/decisions/045), what the live shell's page shape makes of
 * the build where it is known (`pageShapeReport`), a page whose module the build does
 * not expose, an address another slice's live release already answers, and a
 * redirect that would hide a page of its own slice. `record` holds the addresses the
 * live site serves (the prerender's record): a fixed old address inside a page
 * pattern is refused only where that page's slice serves it. Empty when it may go live.
 */
export function deployRefusals(
  remote: RemoteName,
  built: unknown,
  live: Readonly<Partial<Record<RemoteName, unknown>>>,
  liveShell: PageShapeReport | null = null,
  record: readonly string[] = [],
): string[] {
  const dropped: string[] = [];
  const pages = routedPagesOf(remote, built, (reason) => dropped.push(reason));
  const exposed = exposedPathsOf(built);
  const missing = pages
    .filter((page) => !exposed.has(exposedPageModule(page)))
    .map((page) => `mfe-${remote} declares ${page.path}, but its build has no module ${exposedPageModule(page)}`);
  const livePages = remoteNames.flatMap((name) => routedPagesOf(name, live[name]));
  const served = servedAddresses(record, livePages);
  return [
    ...dropped,
    ...(liveShell?.refusals ?? []),
    ...missing,
    ...pathConflicts(
      pages,
      livePages.filter((page) => page.remote !== remote),
      served,
    ),
    ...redirectProblems(pages, pages, served).map((problem) => `mfe-${remote}'s ${problem}`),
  ];
}
