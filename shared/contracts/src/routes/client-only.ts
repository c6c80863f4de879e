import { paths, routePatterns } from './paths';

/**
 * Pages that are not prerendered: they show data behind a sign-in or tools for the
 * team, so search engines get nothing from them. The server answers them with the
 * shell's empty page and the browser renders them.
 */
export const clientOnlyPatterns = [paths.callAnalytics, paths.devDashboard, routePatterns.devTool] as const;

/** The client-only pages that exist only where the deployment switches the dev dashboard on. */
export const devDashboardPatterns: readonly string[] = [paths.devDashboard, routePatterns.devTool];
