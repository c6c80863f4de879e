import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import type { DeploymentConfig } from '@isarlicht/shared';
import { baseHeaders, corsHeaders, htmlHeaders } from '../headers/security-headers';
import { sendHtml } from './html-file';
import { setHeaders } from './set-headers';
import { staticFiles } from './static-files';

export interface RemoteAppOptions {
  /** The remote's build: remoteEntry.js, mf-manifest.json, chunks, styles, assets, its standalone index.html. */
  readonly root: string;
  readonly config: DeploymentConfig;
}

/**
 * A remote's origin: its files for the shell (cross-origin, so with CORS) and its
 * standalone page for every other page address, where its own router decides.
 */
export function createRemoteApp({ root, config }: RemoteAppOptions): Express {
  const documentHeaders = [...htmlHeaders(config), ...corsHeaders];
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use((_req, res, next) => {
    setHeaders(res, [...baseHeaders, ...corsHeaders]);
    next();
  });
  app.use(staticFiles(root));
  app.use((req, res, next) => {
    // A missing file (a chunk of another build) is a 404, not a page the browser would parse as script.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path.extname(req.path) !== '') return next();
    sendHtml(res, next, root, 'index.html', 200, documentHeaders);
  });
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}
