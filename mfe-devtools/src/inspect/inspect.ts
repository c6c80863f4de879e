import { inspectedTexts, type Inspection } from '@isarlicht/contracts/inspect/inspection';
import { paths } from '@isarlicht/contracts/routes/paths';
import { inspectedPages, type PageInstances } from '@isarlicht/contracts/inspect/inspected-pages';
import { devTools } from '../pages/dev-dashboard/dev-tools';
import { fixtureInspection } from '../fixture/fixture';
import { pages } from '../pages';

const instances: PageInstances<typeof pages> = {
  'dev-dashboard': () => [{}, ...devTools.map((tool) => ({ toolId: tool.id }))],
};

/** Bundled with `./inspect`: the dashboard reads every page's meta at once. */
const loadPage = (module: string): Promise<unknown> => import(/* webpackMode: "eager" */ `../pages/${module}.tsx`);

/** The dashboards' pages from the manifest, the test page where it is on, and the tool descriptions (`./inspect`). */
export async function inspect(): Promise<Inspection> {
  const fixture = fixtureInspection();
  return {
    remote: 'devtools',
    pages: [...(await inspectedPages(pages, instances, loadPage)), ...fixture.pages],
    texts: [...devTools.flatMap((tool) => inspectedTexts(paths.devTool(tool.id), '', tool)), ...fixture.texts],
  };
}
