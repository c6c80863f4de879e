import type { RemoteName } from '../deployment/remotes';
import { compilePattern } from '../routes/compiled-pattern';
import { hasParams } from '../routes/match-pattern';
import type { RoutedPage } from './routed-pages';

/** The addresses the live site actually serves, each with the slice that serves it. */
export type ServedAddresses = ReadonlyMap<string, RemoteName>;

export const noServedAddresses: ServedAddresses = new Map();

/**
 * The prerendered addresses of the live site (the record the prerender keeps beside
 * the shell's build), each attributed to the slice whose live page answers it: a page
 * of that fixed address first, else the first page pattern matching it, as the router
 * ranks them. An address no live page answers any more is left out.
 */
export function servedAddresses(record: readonly string[], pages: readonly Pick<RoutedPage, 'remote' | 'path'>[]): ServedAddresses {
  const patterns = pages
    .filter((page) => hasParams(page.path))
    .map((page) => ({ remote: page.remote, pattern: compilePattern(page.path) }));
  const fixed = new Map(pages.filter((page) => !hasParams(page.path)).map((page) => [page.path, page.remote]));
  return new Map(
    record.flatMap((address): [string, RemoteName][] => {
      const remote = fixed.get(address) ?? patterns.find(({ pattern }) => pattern.match(address) !== null)?.remote;
      return remote === undefined ? [] : [[address, remote]];
    }),
  );
}
