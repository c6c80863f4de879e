import type { NavLink } from '../config/navigation';
import { remoteNames, type RemoteName } from '../contracts/remotes';
import type { PageEntry, PageManifest, PageRedirect } from './page-manifest';

/** What the shell routes by: a page of a live release, without what only its remote's build and tests need. */
export type RoutedPage = Omit<PageEntry, 'module' | 'example' | 'unknownExample'> & { readonly remote: RemoteName };

/** The part of a manifest a remote's build writes into its `mf-manifest.json` (`metaData.pages`). */
export function publishedPages(manifest: PageManifest): readonly Omit<RoutedPage, 'remote'>[] {
  return manifest.map(({ module: _module, example: _example, unknownExample: _unknown, ...routed }) => routed);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNavLink = (value: unknown): value is NavLink => isRecord(value) && typeof value.label === 'string' && typeof value.to === 'string';

const isAddress = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/');
const isParams = (value: unknown): value is Readonly<Record<string, string>> =>
  isRecord(value) && Object.values(value).every((param) => typeof param === 'string');
const isRedirect = (value: unknown): value is PageRedirect =>
  isRecord(value) && isAddress(value.from) && (value.params === undefined || isParams(value.params));

/** The redirects of a page as published, or null when they are there in another shape. */
function redirectsOf(value: unknown): readonly PageRedirect[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(isRedirect)) return null;
  return value.map((redirect: PageRedirect) => ({ from: redirect.from, ...(redirect.params ? { params: { ...redirect.params } } : {}) }));
}

function routedPage(remote: RemoteName, value: unknown): RoutedPage | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !isAddress(value.path)) return null;
  if (typeof value.prerender !== 'boolean' || typeof value.sitemap !== 'boolean') return null;
  const redirects = redirectsOf(value.redirects);
  if (redirects === null) return null;
  return {
    remote,
    id: value.id,
    path: value.path,
    prerender: value.prerender,
    sitemap: value.sitemap,
    ...(isNavLink(value.parent) ? { parent: { label: value.parent.label, to: value.parent.to } } : {}),
    ...(typeof value.notFoundTitle === 'string' ? { notFoundTitle: value.notFoundTitle } : {}),
    ...(value.devDashboard === true ? { devDashboard: true } : {}),
    ...(redirects.length > 0 ? { redirects } : {}),
  };
}

/** The pages a remote's live `mf-manifest.json` declares; a page of another shape is left out, not guessed. */
export function routedPagesOf(remote: RemoteName, manifest: unknown): RoutedPage[] {
  const pages = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData.pages : undefined;
  if (!Array.isArray(pages)) return [];
  return pages.map((page: unknown) => routedPage(remote, page)).filter((page): page is RoutedPage => page !== null);
}

/** The pages of every remote in one list, in the order of `remoteNames`. */
export function composePages(byRemote: Partial<Readonly<Record<RemoteName, readonly RoutedPage[]>>>): RoutedPage[] {
  return remoteNames.flatMap((remote) => byRemote[remote] ?? []);
}

/** The pages of a composed list, parsed from `/remotes.json`. */
export function parseRoutedPages(value: unknown): RoutedPage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((page: unknown) => {
    const remote = isRecord(page) ? remoteNames.find((name) => name === page.remote) : undefined;
    const parsed = remote === undefined ? null : routedPage(remote, page);
    return parsed === null ? [] : [parsed];
  });
}
