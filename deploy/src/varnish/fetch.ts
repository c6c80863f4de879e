import { cacheControlValues, immutableFolders } from '../http/cache-control';
import { nextOrigin, nextOriginSub, retryLimit, type EdgeOrigins } from './origins';
import { block, isRead, vclString } from './syntax';

/**
 * How long the edge keeps a revalidated answer (a pointer, a page, `/remotes.json`, a
 * redirect, an error) fresh: 1 ms, the least Varnish keeps. Varnish 7.1 never finds an
 * object stored with a ttl of 0 again, not even to revalidate it, so `no-cache` is
 * this: every request after the first millisecond asks the origin, with the kept
 * copy's validators, and a 304 renews it. Requests that arrive while one is asked wait
 * for its answer instead of asking too.
 */
export const revalidateTtlMs = 1;

/** How long a revalidated answer stands in when no origin answers (stale-if-error). */
export const staleIfErrorSeconds = 24 * 60 * 60;

/** How long a revalidated answer is kept after that, for its validators: a conditional request gets a 304, not the body. */
export const keepSeconds = 7 * 24 * 60 * 60;

/** `^/(?:chunks|styles|…)/`: the immutable class by its path, the rule `cacheClassOf` follows. */
const immutablePath = vclString(`^/(?:${immutableFolders.join('|')})/`);

/**
 * The backend side: an answer is kept a year only where both the path and the origin
 * say immutable, so no origin can pin a pointer; everything else is revalidated. A
 * failed fetch or a 5xx of a read is retried on the next origin; when none is left the
 * fetch is abandoned, and the client side tries once more with the stale copy allowed.
 */
export function fetchRules(origins: EdgeOrigins): string[] {
  const retries = retryLimit(origins);
  const retry = [`if (bereq.retries < ${retries}) {`, `    call ${nextOriginSub};`, '    return (retry);', '}'];
  return [
    ...nextOrigin(origins),
    '',
    ...block('sub vcl_backend_response', [
      `if (beresp.status >= 500 && (${isRead('bereq')})) {`,
      ...retry.map((line) => `    ${line}`),
      '    return (abandon);',
      '}',
      // The whole answer before the first byte leaves: a fetch cut short becomes a retry, never a truncated answer.
      'set beresp.do_stream = false;',
      // A cookie is one visitor's: never stored for the next.
      'if (beresp.http.Set-Cookie) {',
      '    set beresp.uncacheable = true;',
      '    return (deliver);',
      '}',
      `if (bereq.url ~ ${immutablePath} && beresp.status == 200 && beresp.http.Cache-Control == ${vclString(cacheControlValues.immutable)}) {`,
      '    return (deliver);',
      '}',
      `set beresp.ttl = ${revalidateTtlMs}ms;`,
      `set beresp.grace = ${staleIfErrorSeconds}s;`,
      `set beresp.keep = ${keepSeconds}s;`,
      'return (deliver);',
    ]),
    '',
    ...block('sub vcl_backend_error', [`if (${isRead('bereq')}) {`, ...retry.map((line) => `    ${line}`), '}', 'return (abandon);']),
  ];
}
