import path from 'node:path';
import type { NextFunction, Response } from 'express';
import { cacheControlValues } from './cache-control';
import { brotliDocument, type BrotliDocument } from './brotli-document';
import { plainFileUnder } from './plain-file';
import type { HeaderList } from '../headers/security-headers';

/**
 * Sends an HTML document of the build with the document headers, revalidated on every
 * load (its name stays, its content changes per deploy); to a browser that accepts
 * brotli as the copy made once with the best setting (brotli-document.ts). A missing file goes on to
 * `next`, so the caller's next rule answers; so does a file reached through a link,
 * which `sendFile` would follow (docs/decisions/046).
 */
export function sendHtml(
  res: Response,
  next: NextFunction,
  root: string,
  file: string,
  status: number,
  headers: HeaderList,
  validator?: string,
): void {
  // A page with a validator of its own (an origin's copy of the store's, docs/decisions/063) is sent with it alone.
  const own = status === 200 && validator !== undefined ? { ETag: validator } : {};
  const send = () => {
    res.status(status);
    res.sendFile(
      file,
      {
        root: path.resolve(root),
        dotfiles: 'deny',
        cacheControl: false,
        // A 404 page must not be revalidated into a 304 for another address.
        etag: status === 200,
        lastModified: status === 200 && validator === undefined,
        headers: { ...Object.fromEntries(headers), 'Cache-Control': cacheControlValues.revalidate, ...own },
      },
      (error?: Error & { code?: string }) => {
        if (!error) return;
        if (res.headersSent) return;
        res.status(200);
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR') next();
        else next(error);
      },
    );
  };
  const sendBrotli = ({ body, modified, size }: BrotliDocument) => {
    const req = res.req;
    res.status(status);
    for (const [name, value] of headers) res.setHeader(name, value);
    res.setHeader('Cache-Control', cacheControlValues.revalidate);
    res.vary('Accept-Encoding');
    if (status === 200) {
      // Its own validator: a cache must not answer a request for the plain document with this one's 304.
      res.setHeader(
        'ETag',
        validator === undefined ? `W/"${size.toString(16)}-${modified.getTime().toString(16)}-br"` : brotliTag(validator),
      );
      if (validator === undefined) res.setHeader('Last-Modified', modified.toUTCString());
      if (req.fresh) {
        res.status(304).end();
        return;
      }
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  plainFileUnder(root, `/${file}`)
    .then((plain) => {
      if (plain === null) return next();
      if (res.req.acceptsEncodings('br') !== 'br') return send();
      return brotliDocument(plain).then(sendBrotli);
    }, next)
    .catch(next);
}

/** A strong validator of the plain document, for its brotli copy: the same on every origin, and not the plain one's. */
const brotliTag = (validator: string): string => validator.replace(/"$/, '-br"');
