import express, { type Express, type RequestHandler, type Response } from 'express';
import type { DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { pageFile } from '../http/page-file';
import { createRemoteApp } from '../http/remote-app';
import { isFileRequest } from '../http/request-path';
import { createShellApp } from '../http/shell-app';
import { checkedReleaseId } from '../release/release-names';
import type { ReleaseStore } from '../store/release-store';
import type { StoreMirror } from '../store/store-mirror';
import type { OriginPages } from './origin-pages';
import type { OriginPointers } from './origin-pointers';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The store did not answer and the origin never read this: a temporary failure, not a 404. */
function unavailable(res: Response): void {
  res.status(503).set('Retry-After', '1').set('Cache-Control', 'no-store').type('text/plain').send('Vorübergehend nicht erreichbar');
}

/** The page files a request may be answered with: its page's HTML, the SEO files, else the not-found page. */
function pageFilesOf(pathname: string): string[] {
  if (pathname === '/sitemap.xml' || pathname === '/robots.txt') return [pathname.slice(1)];
  if (isFileRequest(pathname)) return [];
  const file = pageFile(pathname);
  return file === null ? ['404.html'] : [file];
}

/**
 * The shell's express app (docs/decisions/008: one set of headers, cache classes and
 * redirects) on the origin's folder, each page file revalidated with the store first;
 * the page list and redirects come from the pointers the origin serves.
 */
export function originShellApp(root: string, config: DeploymentConfig, pages: OriginPages, pointers: OriginPointers): Express {
  const remoteOf = new Map(Object.entries(config.remotes).map(([remote, url]) => [url, remote as RemoteName]));
  const readManifest = (url: string) => {
    const remote = remoteOf.get(url);
    return remote === undefined ? Promise.reject(new Error(`${url} is no remote of this site`)) : pointers.manifest(remote);
  };
  const revalidate: RequestHandler = (req, res, next) => {
    if (!isRead(req.method)) return next();
    const answer = async (files: readonly string[]): Promise<void> => {
      for (const file of files) {
        if ((await pages.refresh(file)) === 'stale' && !pages.known(file)) return unavailable(res);
        // A page the store does not hold is answered with the not-found page, which is revalidated then.
        if (file !== '404.html' && !pages.known(file)) return answer(['404.html']);
      }
      next();
    };
    answer(pageFilesOf(req.path)).catch(next);
  };
  // After the redirects: an old address is answered from the live manifests, with no page file to read from the store.
  return createShellApp({ root, config, readManifest, beforeFiles: revalidate, validatorOf: pages.validator });
}

/**
 * A remote's express app on its folder in the origin's mirror: the pointer is
 * revalidated with the store per request, a release file of a release the mirror does
 * not hold (an older one an open tab still loads) is fetched whole first.
 */
export function originRemoteApp(remote: RemoteName, store: ReleaseStore, mirror: StoreMirror, pointers: OriginPointers): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/mf-manifest.json', (_req, res, next) => {
    pointers.refresh(remote).then((outcome) => {
      if (outcome === 'stale' && pointers.live(remote) === null) unavailable(res);
      else next();
    }, next);
  });
  app.use('/releases/:id', (req, res, next) => {
    if (!isRead(req.method)) return next();
    const id = (() => {
      try {
        return checkedReleaseId(req.params.id ?? '');
      } catch {
        return null;
      }
    })();
    if (id === null || mirror.hasRelease(remote, id)) return next();
    store
      .hasRelease(remote, id)
      .then(
        async (published) => {
          if (!published) return next();
          await mirror.fetchRelease(remote, id);
          next();
        },
        () => unavailable(res),
      )
      .catch(() => unavailable(res));
  });
  app.use(
    createRemoteApp({
      root: mirror.folderOf(remote),
      validatorOf: (file) => (file === 'mf-manifest.json' ? pointers.validator(remote) : undefined),
    }),
  );
  return app;
}
