import { appNames } from '@isarlicht/tooling/ports';
import { precompressedCopies } from '@isarlicht/tooling/precompressed-copies';
import { hiddenFile, notFoundAddress, refusedNames } from '../http/path-rules';
import { staleIfErrorSeconds } from './fetch';
import { directorName } from './origins';
import { block, isRead, vclName, vclPath, vclRegex, vclString } from './syntax';

/** The edge's listener of an app is named like the app (`-a shell=:8080`): the VCL routes by `local.socket`. */
export const edgeListenerName = (app: string): string => vclName(app);

function listenerRouting(): string[] {
  return [
    ...appNames.flatMap((app, index) => [
      `${index === 0 ? 'if' : '} elsif'} (local.socket == ${vclString(edgeListenerName(app))}) {`,
      `    set req.backend_hint = ${directorName(app)}.backend();`,
    ]),
    '} else {',
    '    return (synth(404));',
    '}',
  ];
}

/** A client that accepts `encoding` (by name, not refused with `q=0`). */
const accepts = (encoding: string) => {
  if (!/^[a-z0-9-]+$/.test(encoding)) throw new Error(`cannot write the encoding ${JSON.stringify(encoding)} into a VCL`);
  return `req.http.Accept-Encoding ~ ${vclString(`(?i)(?:^|,)\\s*${encoding}\\s*(?:$|,|;\\s*q=(?:1|0?\\.[0-9]*[1-9]))`)}`;
};

/**
 * `Accept-Encoding` cut down to the encodings the origins send (the copies a build
 * compresses ahead, docs/decisions/040), in one spelling each, so the origins'
 * `Vary: Accept-Encoding` keeps a handful of variants per address, not one per browser.
 */
function acceptEncoding(): string[] {
  const encodings = precompressedCopies.map((copy) => copy.encoding);
  const subsets = encodings
    .reduce<string[][]>((all, encoding) => [...all, ...all.map((subset) => [...subset, encoding])], [[]])
    .filter((subset) => subset.length > 0)
    .sort((a, b) => b.length - a.length);
  return [
    ...subsets.flatMap((subset, index) => [
      `${index === 0 ? 'if' : '} elsif'} (${subset.map(accepts).join(' && ')}) {`,
      `    set req.http.Accept-Encoding = ${vclString(subset.join(', '))};`,
    ]),
    '} else {',
    '    unset req.http.Accept-Encoding;',
    '}',
  ];
}

/**
 * Hidden files and the refused names go to the origin as the not-found address, so
 * the visitor gets the app's own not-found answer and no origin is asked for the name.
 * The edge sees the raw path; the origins decide on the decoded one too.
 */
function refusals(): string[] {
  const path = 'regsub(req.url, "\\?.*$", "")';
  return [
    `if (${[hiddenFile, ...refusedNames].map((rule) => `${path} ~ ${vclRegex(rule)}`).join(' || ')}) {`,
    `    set req.url = ${vclPath(notFoundAddress)};`,
    '}',
  ];
}

/** vcl_recv and vcl_hash: the app by its listener, one cache per app, nothing a visitor sends that splits it. */
export function receive(): string[] {
  return [
    ...block('sub vcl_recv', [
      ...listenerRouting(),
      // The origins serve nothing per visitor: a cookie (localhost shares them across
      // ports) or credentials neither reach them nor keep a page out of the cache.
      'unset req.http.Cookie;',
      'unset req.http.Authorization;',
      ...acceptEncoding(),
      ...refusals(),
      `if (!(${isRead('req')})) {`,
      '    return (pass);',
      '}',
      // Pages and pointers are revalidated on every request; a stale copy stands in only
      // when no origin is healthy, or on the second try after every origin failed. Both
      // branches set the grace: a restart keeps what the first pass set.
      'if (req.restarts == 0 && std.healthy(req.backend_hint)) {',
      '    set req.grace = 0s;',
      '} else {',
      `    set req.grace = ${staleIfErrorSeconds}s;`,
      '}',
      'return (hash);',
    ]),
    '',
    ...block('sub vcl_hash', ['hash_data(local.socket);', 'hash_data(req.url);', 'return (lookup);']),
  ];
}
