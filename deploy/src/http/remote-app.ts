import compression from 'compression';
import express, { type Express, type Response } from 'express';
import { baseHeaders, corsHeaders } from '../headers/security-headers';
import { noValidators, type ValidatorOf } from './content-validator';
import { decodedPath, isRefusedName } from './request-path';
import { setHeaders } from './set-headers';
import { precompressed } from './precompressed';
import { staticFiles } from './static-files';

export interface RemoteAppOptions {
  /** The remote's production build: remoteEntry.js, mf-manifest.json, chunks, styles, assets. */
  readonly root: string;
  /** The validators of files whose time is only that of a copy: an origin's pointer (docs/decisions/063). */
  readonly validatorOf?: ValidatorOf;
}

/**
 * A remote's origin: its files for the shell (cross-origin, so with CORS) and nothing
 * else. Its standalone page is a development tool that production builds leave out
 * (docs/decisions/010), so a page address is a 404 like any missing file.
 */
export function createRemoteApp({ root, validatorOf = noValidators }: RemoteAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use((_req, res, next) => {
    setHeaders(res, [...baseHeaders, ...corsHeaders]);
    next();
  });
  const notFound = (res: Response) => res.status(404).type('text/plain').send('Not found');
  // A remote serves the shell's scripts, never a document (a release folder may hold
  // the standalone page of a development build), and keeps its build statistics.
  app.use((req, res, next) => {
    const file = decodedPath(req.path);
    return file !== null && isRefusedName(file) ? notFound(res) : next();
  });
  app.use(precompressed(root), staticFiles(root, validatorOf));
  app.use((_req, res) => notFound(res));
  return app;
}
