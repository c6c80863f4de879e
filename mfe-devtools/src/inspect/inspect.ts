import { inspectedPage, inspectedTexts, paths, type Inspection } from '@isarlicht/contracts';
import { meta as callAnalyticsMeta } from '../pages/call-analytics/call-analytics-page';
import { meta as dashboardMeta } from '../pages/dev-dashboard/dev-dashboard-page';
import { devTools } from '../pages/dev-dashboard/dev-tools';
import { fixtureInspection } from '../fixture/fixture';

/** The dashboards' pages and tool descriptions (`./inspect`). */
export function inspect(): Inspection {
  return {
    remote: 'devtools',
    pages: [
      inspectedPage(paths.devDashboard, dashboardMeta({})),
      ...devTools.map((tool) => inspectedPage(paths.devTool(tool.id), dashboardMeta({ toolId: tool.id }))),
      inspectedPage(paths.callAnalytics, callAnalyticsMeta()),
      ...fixtureInspection().pages,
    ],
    texts: [...devTools.flatMap((tool) => inspectedTexts(paths.devTool(tool.id), '', tool)), ...fixtureInspection().texts],
  };
}
