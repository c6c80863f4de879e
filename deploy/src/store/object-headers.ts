import { compressedAhead, precompressedCopies, type PrecompressedEncoding } from '@isarlicht/tooling/precompressed-copies';
import { cacheControlValues } from '../http/cache-control';
import { contentTypeOf } from './content-type';

export interface ObjectHeaders {
  readonly contentType: string;
  readonly cacheControl: string;
  readonly contentEncoding?: PrecompressedEncoding;
}

/**
 * The headers a release's file is stored with. A copy compressed ahead (`main.js.br`,
 * docs/decisions/040) stays its own object, typed as the file it is a copy of and
 * marked with its encoding: a server picks the copy the browser accepts, and a browser
 * that accepts neither still gets the plain file, which an object stored only
 * compressed could not give it.
 */
export function releaseObjectHeaders(file: string): ObjectHeaders {
  const copy = precompressedCopies.find(({ suffix }) => file.endsWith(suffix) && compressedAhead.test(file.slice(0, -suffix.length)));
  const cacheControl = cacheControlValues.immutable;
  if (copy === undefined) return { contentType: contentTypeOf(file), cacheControl };
  return { contentType: contentTypeOf(file.slice(0, -copy.suffix.length)), cacheControl, contentEncoding: copy.encoding };
}

/** The live pointer: every client revalidates it, so a switch reaches them at once. */
export const pointerHeaders: ObjectHeaders = {
  contentType: 'application/json; charset=utf-8',
  cacheControl: cacheControlValues.revalidate,
};
