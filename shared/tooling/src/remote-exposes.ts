import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pageExposes, type PageManifest } from '@isarlicht/contracts/pages/page-manifest';

/** A remote's page manifest (`src/pages.ts`, `export const pages`), or none for a remote without pages. */
export function pageManifestOf(dir: string): PageManifest {
  const file = path.join(dir, 'src', 'pages.ts');
  if (!existsSync(file)) return [];
  // Read at build and test time only, from a file the remote's own type-check covers. A webpack
  // config is synchronous, so the TypeScript manifest comes through the require hook tsx installs.
  // Read as the file is now: the page generator reads the manifest, adds a page and reads it again.
  Reflect.deleteProperty(require.cache, file);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  const loaded: unknown = require(file);
  const pages: unknown = typeof loaded === 'object' && loaded !== null ? Reflect.get(loaded, 'pages') : undefined;
  if (!Array.isArray(pages)) throw new Error(`${file} must export its page list as \`pages\``);
  return pages as PageManifest;
}

/**
 * What a remote exposes to the shell (webpack `exposes`, relative to the remote's
 * folder): every page of its manifest as `./<id>`, and every module in `src/exposes/`
 * (`./inspect`, the consent layer).
 */
export function remoteExposes(dir: string): Record<string, string> {
  const folder = path.join(dir, 'src', 'exposes');
  const modules = readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => [`./${name.slice(0, -'.ts'.length)}`, `./src/exposes/${name}`] as const);
  return { ...pageExposes(pageManifestOf(dir)), ...Object.fromEntries(modules) };
}
