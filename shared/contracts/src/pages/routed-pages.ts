import type { NavLink } from './nav-link';
import { remoteNames, type RemoteName } from '../deployment/remotes';
import { addressLimits, addressProblem, isSegmentValue } from '../routes/address-grammar';
import type { PageEntry, PageManifest, PageRedirect } from './page-manifest';

/** What the shell routes by: a page of a live release, without what only its remote's build and tests need. */
export type RoutedPage = Omit<PageEntry, 'module' | 'example' | 'unknownExample'> & { readonly remote: RemoteName };

/** The part of a manifest a remote's build writes into its `mf-manifest.json` (`metaData.pages`). */
export function publishedPages(manifest: PageManifest): readonly Omit<RoutedPage, 'remote'>[] {
  return manifest.map(({ module: _module, example: _example, unknownExample: _unknown, ...routed }) => routed);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNavLink = (value: unknown): value is NavLink => isRecord(value) && typeof value.label === 'string' && typeof value.to === 'string';

const isParams = (value: unknown): value is Readonly<Record<string, string>> =>
  isRecord(value) && Object.values(value).every((param) => typeof param === 'string');
const isRedirect = (value: unknown): value is PageRedirect =>
  isRecord(value) && typeof value.from === 'string' && (value.params === undefined || isParams(value.params));

/**
 * Told why a page or an old address of a release is left out, so a reader can log it
 * and the deploy can refuse the release with it.
 */
export type DropReport = (reason: string) => void;

const ignoreDrops: DropReport = () => undefined;

/** A name out of a release as a message may show it: quoted unless it is a plain word, so no log line can be forged. */
const named = (name: string): string => (/^[\w-]+$/.test(name) ? name : JSON.stringify(name));

/** Why a redirect of a page is outside the grammar (its old address, or a param value it fills in), or null. */
function redirectProblem(redirect: PageRedirect): string | null {
  const problem = addressProblem(redirect.from);
  if (problem !== null) return `the redirect from ${JSON.stringify(redirect.from)} is no address: ${problem}`;
  const wrong = Object.entries(redirect.params ?? {}).find(([, value]) => !isSegmentValue(value));
  if (wrong === undefined) return null;
  const [name, value] = wrong;
  return `the redirect from ${redirect.from} fills ${named(name)} with ${JSON.stringify(value)}, which is no segment of an address`;
}

/** The redirects of a page as published, each of the grammar, or null when they are there in another shape. */
function redirectsOf(value: unknown, drop: DropReport): readonly PageRedirect[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(isRedirect)) return null;
  return value.flatMap((redirect: PageRedirect) => {
    const problem = redirectProblem(redirect);
    if (problem !== null) drop(problem);
    return problem !== null ? [] : [{ from: redirect.from, ...(redirect.params ? { params: { ...redirect.params } } : {}) }];
  });
}

function routedPage(remote: RemoteName, value: unknown, drop: DropReport): RoutedPage | null {
  const unreadable = () => {
    drop(`mfe-${remote} publishes a page the shell cannot read (shared/contracts/contract/routed-page.json): ${JSON.stringify(value)}`);
    return null;
  };
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.path !== 'string') return unreadable();
  if (typeof value.prerender !== 'boolean' || typeof value.sitemap !== 'boolean') return unreadable();
  const page = `mfe-${remote}'s page ${named(value.id)}`;
  const problem = addressProblem(value.path);
  if (problem !== null) {
    drop(`${page}: the path ${JSON.stringify(value.path)} is no address: ${problem}`);
    return null;
  }
  const redirects = redirectsOf(value.redirects, (reason) => drop(`${page}: ${reason}`));
  if (redirects === null) return unreadable();
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

/** The pages with no more old addresses than a slice may declare: the first ones are kept, in the order of the pages. */
function withinRedirectLimit(remote: RemoteName, pages: readonly RoutedPage[], drop: DropReport): RoutedPage[] {
  const limit = addressLimits.redirectsPerRemote;
  const total = pages.reduce((sum, page) => sum + (page.redirects?.length ?? 0), 0);
  if (total <= limit) return [...pages];
  drop(
    `mfe-${remote} declares ${total} old addresses, ${total - limit} more than the ${limit} a slice may: those after the ${limit}th are left out`,
  );
  let left = limit;
  return pages.map(({ redirects = [], ...page }) => {
    const kept = redirects.slice(0, left);
    left -= kept.length;
    return kept.length > 0 ? { ...page, redirects: kept } : page;
  });
}

/**
 * The pages of one remote as published: a page of another shape, or whose path is
 * outside the address grammar, is left out, as is an old address outside it, and
 * whatever exceeds the limits of a slice (`addressLimits`); each with its reason.
 */
function pagesOf(remote: RemoteName, values: readonly unknown[], drop: DropReport): RoutedPage[] {
  const limit = addressLimits.pagesPerRemote;
  if (values.length > limit)
    drop(
      `mfe-${remote} declares ${values.length} pages, ${values.length - limit} more than the ${limit} a slice may: those after the ${limit}th are left out`,
    );
  const pages = values.slice(0, limit).flatMap((value: unknown) => routedPage(remote, value, drop) ?? []);
  return withinRedirectLimit(remote, pages, drop);
}

/**
 * The pages a remote's live `mf-manifest.json` declares; what is outside the address
 * grammar, of another shape or beyond a slice's limits is left out, not guessed, and
 * `drop` is told why.
 */
export function routedPagesOf(remote: RemoteName, manifest: unknown, drop: DropReport = ignoreDrops): RoutedPage[] {
  const pages = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData.pages : undefined;
  if (!Array.isArray(pages)) return [];
  return pagesOf(remote, pages, drop);
}

/**
 * What the shell's readers would leave out of a remote's own page manifest, each with
 * why: its tests hold it to none, so a page outside the address grammar fails the
 * remote's build before its deploy would refuse it.
 */
export function droppedPagesOf(remote: RemoteName, manifest: PageManifest): string[] {
  const dropped: string[] = [];
  routedPagesOf(remote, { metaData: { pages: publishedPages(manifest) } }, (reason) => dropped.push(reason));
  return dropped;
}

/** The pages of every remote in one list, in the order of `remoteNames`. */
export function composePages(byRemote: Partial<Readonly<Record<RemoteName, readonly RoutedPage[]>>>): RoutedPage[] {
  return remoteNames.flatMap((remote) => byRemote[remote] ?? []);
}

/** The pages of a composed list, parsed from `/remotes.json` with the same checks as a manifest (`routedPagesOf`). */
export function parseRoutedPages(value: unknown, drop: DropReport = ignoreDrops): RoutedPage[] {
  if (!Array.isArray(value)) return [];
  const remoteOf = (page: unknown) => (isRecord(page) ? remoteNames.find((name) => name === page.remote) : undefined);
  const orphans = value.filter((page: unknown) => remoteOf(page) === undefined);
  for (const page of orphans) drop(`a page of no known remote is left out: ${JSON.stringify(page)}`);
  return remoteNames.flatMap((remote) =>
    pagesOf(
      remote,
      value.filter((page: unknown) => remoteOf(page) === remote),
      drop,
    ),
  );
}
