import path from 'node:path';
import type { NextFunction, Response } from 'express';
import { cacheControlValues } from './cache-control';
import { plainFileUnder } from './plain-file';
import type { HeaderList } from '../headers/security-headers';

/**
 * Sends an HTML document of the build with the document headers, revalidated on every
 * load (its name stays, its content changes per deploy). A missing file goes on to
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
  plainFileUnder(root, `/${file}`).then((plain) => (plain === null ? next() : send()), next);
}
