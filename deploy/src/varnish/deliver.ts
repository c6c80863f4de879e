import { remoteNames } from '@isarlicht/contracts/deployment/remotes';
import { baseHeaders, corsHeaders } from '../headers/security-headers';
import { cacheControlValues } from '../http/cache-control';
import { edgeListenerName } from './receive';
import { block, isRead, setHeaders, vclString } from './syntax';

/** What the edge answers when no origin does and it has no copy: plain text, for a visitor. */
export const unavailableText = 'Die Seite ist gerade nicht erreichbar. Bitte laden Sie sie gleich noch einmal.';

/** The answer on a listener that is no app's (a `-a` the VCL was not written for). */
export const unknownListenerText = 'Nicht gefunden';

const headersSub = 'isarlicht_headers';

/**
 * The headers every answer of an app carries, as the nginx server blocks send them:
 * the base headers everywhere, CORS on the remotes (the shell reads them
 * cross-origin). Set on the origins' answers too, so none leaves the edge without them.
 */
const appHeaders = (): string[] =>
  block(`sub ${headersSub}`, [
    ...setHeaders(baseHeaders),
    `if (${remoteNames.map((remote) => `local.socket == ${vclString(edgeListenerName(remote))}`).join(' || ')}) {`,
    ...setHeaders(corsHeaders).map((line) => `    ${line}`),
    '}',
  ]);

/**
 * vcl_deliver and vcl_synth: the origin's answer without Varnish's own headers, and
 * the edge's own answers as plain text (never HTML, so none needs the document CSP).
 * A 503 of a read is first tried once more, when a stale copy may stand in.
 */
export function deliver(): string[] {
  return [
    ...appHeaders(),
    '',
    ...block('sub vcl_deliver', ['unset resp.http.Via;', 'unset resp.http.X-Varnish;', `call ${headersSub};`, 'return (deliver);']),
    '',
    ...block('sub vcl_synth', [
      `if (resp.status == 503 && req.restarts == 0 && (${isRead('req')})) {`,
      '    return (restart);',
      '}',
      'set resp.http.Content-Type = "text/plain; charset=utf-8";',
      `set resp.http.Cache-Control = ${vclString(cacheControlValues.revalidate)};`,
      `call ${headersSub};`,
      'if (resp.status == 503) {',
      `    set resp.body = ${vclString(unavailableText)};`,
      '} else {',
      `    set resp.body = ${vclString(unknownListenerText)};`,
      '}',
      'return (deliver);',
    ]),
  ];
}
