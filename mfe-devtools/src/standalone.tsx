import { paths, routePatterns } from '@isarlicht/shared';
import { StandaloneApp, type StandalonePage } from '@isarlicht/shared/standalone';

const pages: readonly StandalonePage[] = [
  { pattern: paths.devDashboard, example: paths.devDashboard, load: () => import('./exposes/dev-dashboard') },
  { pattern: routePatterns.devTool, example: paths.devTool('links'), load: () => import('./exposes/dev-dashboard') },
  { pattern: paths.callAnalytics, example: paths.callAnalytics, load: () => import('./exposes/call-analytics') },
];

/** `npm run dev -w mfe-devtools`: the team's dashboards without the shell. */
export function Standalone() {
  return <StandaloneApp slice="mfe-devtools" pages={pages} />;
}
