import { devToolIds } from '@isarlicht/contracts/routes/ids';
import { paths } from '@isarlicht/contracts/routes/paths';
import type { Inspection } from '@isarlicht/contracts/inspect/inspection';

const toolRoutes = new Set<string>([paths.devDashboard, paths.callAnalytics, ...devToolIds.map((id) => paths.devTool(id))]);

/** The tools' own pages are not part of the site they check (and would start themselves in the frame). */
export const isToolRoute = (path: string): boolean => toolRoutes.has(path);

/** Every route the remotes report, in route order. */
export function siteRoutes(inspections: readonly Inspection[]): string[] {
  return [...new Set(inspections.flatMap((inspection) => inspection.pages.map((page) => page.path)))].filter((path) => !isToolRoute(path));
}
