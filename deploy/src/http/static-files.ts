import express, { type RequestHandler, type Response } from 'express';
import { cacheControlFor } from './cache-control';
import { plainFileUnder } from './plain-file';
import { decodedPath } from './request-path';

/**
 * The app's files by name, with their cache class. No directory indexes, no slash
 * redirects and no dotfiles (build stamps): pages are the shell's routing, not files.
 * `express.static` follows links, so it only sees a request for a plain file inside
 * the root; anything else goes on to the next rule (a 404 in the end).
 */
export function staticFiles(root: string): RequestHandler {
  const serve = express.static(root, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    etag: true,
    cacheControl: false,
    setHeaders: (res: Response, filePath: string) => {
      const relative = filePath.slice(root.length).split('\\').join('/');
      res.setHeader('Cache-Control', cacheControlFor(relative));
    },
  });
  return (req, res, next) => {
    const file = decodedPath(req.path);
    if (file === null) return next();
    plainFileUnder(root, file).then((plain) => {
      if (plain === null) next();
      else serve(req, res, next);
    }, next);
  };
}
