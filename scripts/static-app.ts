import path from 'node:path';
import compression from 'compression';
import express, { type Express, type Response } from 'express';

/**
 * Entries and manifests keep their names from build to build, so browsers must
 * revalidate them; everything under chunks/, styles/ and assets/ carries a content hash and
 * never changes (docs/decisions/005).
 */
export function cacheControlFor(filePath: string): string {
  const normalized = filePath.split(path.sep).join('/');
  return /\/(chunks|styles|assets)\/[^/]+$/.test(normalized) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

interface StaticAppOptions {
  readonly root: string;
  /** Remotes are fetched cross-origin by the shell: manifests via fetch(), so they need CORS. */
  readonly cors: boolean;
  /** Serve index.html for unknown paths, so client routes survive a reload. */
  readonly historyFallback: boolean;
}

export function createStaticApp({ root, cors, historyFallback }: StaticAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  if (cors) {
    app.use((_req, res, next) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      next();
    });
  }
  app.use(
    express.static(root, {
      index: 'index.html',
      etag: true,
      setHeaders: (res: Response, filePath: string) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    }),
  );
  if (historyFallback) {
    app.use((req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(root, 'index.html'));
    });
  }
  return app;
}
