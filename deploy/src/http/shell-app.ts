import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type RequestHandler, type Response } from 'express';
import { deploymentConfigUrl, type DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { inlineScriptHashes } from '../headers/inline-boot-script';
import { baseHeaders, htmlHeaders } from '../headers/security-headers';
import { isClientOnly } from './client-only';
import { isPublicPagePath } from './client-rendered';
import { noValidators, type ValidatorOf } from './content-validator';
import { sendHtml } from './html-file';
import { documentHeadersOnHtml } from './html-guard';
import { pageFile } from './page-file';
import { redirectLocation } from './redirect';
import { livePages, remotesJson, type FetchManifest } from './remotes-json';
import { decodedPath, isFileRequest, isRefusedName } from './request-path';
import { setHeaders } from './set-headers';
import { precompressed } from './precompressed';
import { staticFiles } from './static-files';

export interface ShellAppOptions {
  /** The shell's build: prerendered pages, app.html, 404.html, assets. */
  readonly root: string;
  /** The deployment configuration: served as /remotes.json; the CSP and the dev dashboard switch follow it. */
  readonly config: DeploymentConfig;
  /** How the live releases' manifests are read; by default fetched from the addresses the configuration names. */
  readonly readManifest?: FetchManifest;
  /**
   * Runs before any file of `root` is read, after the redirects (which read none): a
   * stateless origin revalidates the page files with its store there (docs/decisions/050).
   */
  readonly beforeFiles?: RequestHandler;
  /** The validators of files whose time is only that of a copy: an origin's pages (docs/decisions/063). */
  readonly validatorOf?: ValidatorOf;
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * The shell's production server (docs/decisions/008): redirects, files, prerendered
 * pages, client-only pages, then the not-found page with status 404. A shell built
 * without the prerender (no browser was found for it) has no prerendered pages: the
 * public pages are then answered with the shell's page and rendered in the browser. A
 * development build has no app.html or 404.html; its webpack page stands in.
 */
export function createShellApp({ root, config, readManifest, beforeFiles, validatorOf = noValidators }: ShellAppOptions): Express {
  // Read once: a shell build is replaced with its server (only remotes deploy while it runs).
  const documentHeaders = htmlHeaders(config, inlineScriptHashes(root));
  const appShell = () => (existsSync(path.join(root, 'app.html')) ? 'app.html' : 'index.html');
  const notFoundPage = () => (existsSync(path.join(root, '404.html')) ? '404.html' : appShell());
  const prerendered = () => existsSync(path.join(root, 'index.html'));
  // One read of the live manifests (at most one a second) answers the page list and the redirects, compiled with it.
  const pages = livePages(config, readManifest);

  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(documentHeadersOnHtml(documentHeaders));
  app.use((req, res, next) => {
    setHeaders(res, baseHeaders);
    // The pages' old addresses are page addresses: a file request (`/main.js`) waits for no manifest.
    const routes = isFileRequest(req.path) ? Promise.resolve(null) : pages();
    routes.then((live) => {
      const location = live === null ? null : redirectLocation(req.path, queryOf(req.originalUrl), live.redirect);
      if (location === null) return next();
      res.redirect(301, location);
    }, next);
  });
  if (beforeFiles !== undefined) app.use(beforeFiles);
  // HTML files are pages under their address only: `/about.html` is not `/about`, in
  // any spelling the file system would still find. Build statistics stay private.
  app.use((req, res, next) => {
    const file = decodedPath(req.path);
    return file !== null && isRefusedName(file) ? notFound(req.method, res) : next();
  });
  // From memory, not a file of the build: several server sets can serve one shell build (ADR 013).
  app.get(deploymentConfigUrl, remotesJson(config, readManifest, Date.now, pages));
  app.use(precompressed(root), staticFiles(root, validatorOf));
  app.use((req, res, next) => {
    const file = pageFile(req.path);
    if (file === null || !isRead(req.method)) return next();
    sendHtml(res, next, root, file, 200, documentHeaders, validatorOf(file));
  });
  app.use((req, res, next) => {
    if (!isRead(req.method)) return next();
    const clientRendered = isClientOnly(req.path, config) || (!prerendered() && pageFile(req.path) !== null && isPublicPagePath(req.path));
    if (!clientRendered) return next();
    sendHtml(res, next, root, appShell(), 200, documentHeaders);
  });
  app.use((req, res) => notFound(req.method, res));

  function notFound(method: string, res: Response): void {
    if (!isRead(method)) {
      res.status(404).end();
      return;
    }
    const missing = () => res.status(404).type('text/plain').send('Seite nicht gefunden');
    sendHtml(res, missing, root, notFoundPage(), 404, documentHeaders);
  }
  return app;
}

/** `?a=1` of a request target, or '' (the query is kept across a redirect). */
function queryOf(originalUrl: string): string {
  const index = originalUrl.indexOf('?');
  return index === -1 ? '' : originalUrl.slice(index);
}
