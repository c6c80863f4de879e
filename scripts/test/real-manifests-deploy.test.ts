import { examplePath, exposedPageModule, type PageManifest } from '@isarlicht/contracts/pages/page-manifest';
import { publishedPages } from '@isarlicht/contracts/pages/routed-pages';
import { specifiedPagePaths } from '@isarlicht/contracts/routes/specified-pages';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { deployRefusals } from '@isarlicht/deploy';
import { pages as devtoolsPages } from 'mfe-devtools/pages';
import { pages as marketingPages } from 'mfe-marketing/pages';
import { pages as referencesPages } from 'mfe-references/pages';

/*
 * The deploy's guards hold every slice's release to the address grammar and refuse an
 * address another slice answers. The real page manifests must pass them, beside each
 * other's live releases, with and without the record of the addresses the site serves.
 */
const manifests: ReadonlyArray<readonly [RemoteName, PageManifest]> = [
  ['marketing', marketingPages],
  ['references', referencesPages],
  ['devtools', devtoolsPages],
];

/** The `mf-manifest.json` a remote's build writes: its published pages and the modules it exposes. */
const buildOf = (manifest: PageManifest) => ({
  metaData: { pages: publishedPages(manifest) },
  exposes: manifest.map((entry) => ({ path: exposedPageModule(entry), name: entry.id })),
});

const live = Object.fromEntries(manifests.map(([remote, manifest]) => [remote, buildOf(manifest)]));

/** The record the prerender keeps of the live site: every specified address and every page's example. */
const record = [...specifiedPagePaths, ...manifests.flatMap(([, manifest]) => manifest.map(examplePath))];

describe('the real page manifests beside each other', () => {
  it.each(manifests)('mfe-%s may go live beside the live releases of the others', (remote, manifest) => {
    expect(deployRefusals(remote, buildOf(manifest), live)).toEqual([]);
    expect(deployRefusals(remote, buildOf(manifest), live, null, record)).toEqual([]);
  });
});
