import { examplePath, type PageManifest } from '@isarlicht/contracts/pages/page-manifest';
import { specifiedPagePaths } from '@isarlicht/contracts/routes/specified-pages';
import { pages as devtoolsPages } from 'mfe-devtools/pages';
import { pages as marketingPages } from 'mfe-marketing/pages';
import { pages as referencesPages } from 'mfe-references/pages';

/** The pages of every remote's manifest that production routes (the dev dashboard is off there). */
const manifests: readonly PageManifest[] = [marketingPages, referencesPages, devtoolsPages];
const routedPages = manifests.flat().filter((entry) => entry.devDashboard !== true);

/** The detail pages of the specification's id lists (every path below a section). */
export const detailPages = specifiedPagePaths.filter((path) => path.split('/').length > 2);

/** One URL for every routed page a visitor can land on: the specified ones and each manifest page's example. */
export const allPages = [...new Set([...specifiedPagePaths, ...routedPages.map(examplePath)])];
