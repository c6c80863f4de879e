import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';
import type { HeaderList } from '../headers/security-headers';
import { setHeaders } from './set-headers';

/**
 * The last line of defence: whatever rule sent it (a file under an unexpected name, a
 * type the rules did not foresee), no response of type text/html leaves the server
 * without the document headers, so no document of the site can be framed or run
 * foreign scripts.
 */
export function documentHeadersOnHtml(headers: HeaderList): RequestHandler {
  return (_req, res, next) => {
    onHeaders(res, () => {
      if (/^text\/html/i.test(String(res.getHeader('Content-Type') ?? ''))) setHeaders(res, headers);
    });
    next();
  };
}
