import express, { type RequestHandler, type Response } from 'express';
import { cacheControlFor } from './cache-control';
import { noValidators, type ValidatorOf } from './content-validator';
import { plainFileUnder } from './plain-file';
import { decodedPath } from './request-path';

/**
 * The app's files by name, with their cache class. No directory indexes, no slash
 * redirects and no dotfiles (build stamps): pages are the shell's routing, not files.
 * `express.static` follows links, so it only sees a request for a plain file inside
 * the root; anything else goes on to the next rule (a 404 in the end). A file
 * `validatorOf` names is sent with that validator instead of its time and size.
 */
export function staticFiles(root: string, validatorOf: ValidatorOf = noValidators): RequestHandler {
  const relativeOf = (filePath: string) => filePath.slice(root.length).split('\\').join('/');
  const options = {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    etag: true,
    cacheControl: false,
    setHeaders: (res: Response, filePath: string) => res.setHeader('Cache-Control', cacheControlFor(relativeOf(filePath))),
  } as const;
  const serve = express.static(root, options);
  // A file with a validator of its own is sent with it alone: its time is only that of this copy.
  const validated = express.static(root, {
    ...options,
    lastModified: false,
    setHeaders: (res: Response, filePath: string) => {
      options.setHeaders(res, filePath);
      const validator = validatorOf(relativeOf(filePath).replace(/^\//, ''));
      if (validator !== undefined) res.setHeader('ETag', validator);
    },
  });
  return (req, res, next) => {
    const file = decodedPath(req.path);
    if (file === null) return next();
    plainFileUnder(root, file).then((plain) => {
      if (plain === null) next();
      else (validatorOf(file.replace(/^\//, '')) === undefined ? serve : validated)(req, res, next);
    }, next);
  };
}
