import { paths } from '@isarlicht/contracts/routes/paths';
import type { PageManifest } from '@isarlicht/contracts/pages/page-manifest';

/**
 * The pages of mfe-devtools: behind a sign-in or for the team, so none is prerendered
 * or listed in the sitemap; the dev dashboard exists only where the deployment
 * switches it on.
 */
export const pages = [
  {
    id: 'dev-dashboard',
    path: `${paths.devDashboard}/:toolId?`,
    module: 'dev-dashboard/dev-dashboard-page',
    example: { toolId: 'links' },
    unknownExample: { toolId: 'debugger' },
    prerender: false,
    sitemap: false,
    devDashboard: true,
  },
  {
    id: 'call-analytics',
    path: paths.callAnalytics,
    module: 'call-analytics/call-analytics-page',
    example: {},
    prerender: false,
    sitemap: false,
  },
] as const satisfies PageManifest;
