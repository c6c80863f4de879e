import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

export interface Origins {
  /** URL prefix (a remote's manifest folder, the shell's origin) → the dist folder answering it. */
  readonly dists: ReadonlyMap<string, string>;
  readonly shellOrigin: string;
}

function distFor(url: URL, dists: ReadonlyMap<string, string>): { dist: string; relative: string } | null {
  const href = `${url.origin}${url.pathname}`;
  const prefix = [...dists.keys()].filter((key) => href.startsWith(key)).sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? null : { dist: dists.get(prefix) ?? '', relative: decodeURIComponent(href.slice(prefix.length)) };
}

/**
 * The build's browser asks for the shell and the remotes at the addresses of the
 * deployment (so asset URLs in the HTML are the real ones) and gets the files just
 * built, from disk: nothing listens on a port, so a running site is not disturbed.
 * Any other host is refused; the prerender must not depend on third parties.
 */
export async function serveFromDisk(context: BrowserContext, origins: Origins, config: DeploymentConfig): Promise<void> {
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    const target = distFor(url, origins.dists);
    if (!target) return route.abort('blockedbyclient');
    if (url.origin === origins.shellOrigin && url.pathname === '/remotes.json') {
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify(config) });
    }
    const file = path.join(target.dist, path.extname(url.pathname) === '' ? 'app.html' : path.normalize(target.relative));
    if (!file.startsWith(target.dist)) return route.abort('accessdenied');
    try {
      const body = await readFile(file);
      return await route.fulfill({
        body,
        contentType: contentTypes[path.extname(file)] ?? 'application/octet-stream',
        headers: { 'Access-Control-Allow-Origin': '*' },
      });
    } catch {
      return route.fulfill({ status: 404, body: 'not found' });
    }
  });
}
