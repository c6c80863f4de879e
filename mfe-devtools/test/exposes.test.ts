import path from 'node:path';
import { devToolIds, exposedModules, exposedPageModule, type PageManifest } from '@isarlicht/contracts';
import { expectInspection, pagesOutsideSeoLimits } from '@isarlicht/tooling/expect-inspection';
import { expectPageModule } from '@isarlicht/tooling/expect-page-module';
import { remoteExposes } from '@isarlicht/tooling/remote-exposes';
import { pages } from '../src/pages';

const manifest: PageManifest = pages;
const load = (module: string): Promise<unknown> => import(`../src/pages/${module}`);

describe('pages of mfe-devtools', () => {
  it.each(manifest.map((entry) => [entry.id, entry] as const))(
    './%s fulfils the page-module contract with its examples',
    async (_id, entry) => {
      expectPageModule(await load(entry.module), entry.example, entry.unknownExample);
    },
  );

  it('exposes every page of its manifest and its other modules, nothing else', () => {
    const expected = [...manifest.map(exposedPageModule), ...exposedModules.devtools];
    expect(Object.keys(remoteExposes(path.join(__dirname, '..'))).sort()).toEqual(expected.sort());
  });

  it('answers the dashboard index and all six tools', async () => {
    const dashboard = await load('dev-dashboard/dev-dashboard-page');
    expectPageModule(dashboard, {});
    for (const toolId of devToolIds) expectPageModule(dashboard, { toolId });
  });

  it('./inspect lists its pages and texts for the dev dashboard', async () => {
    expectInspection(await import('../src/exposes/inspect'), 'devtools', 8);
  });

  it('gives its pages titles and descriptions within the limits its translations tool checks', async () => {
    expect(pagesOutsideSeoLimits(await import('../src/exposes/inspect'))).toEqual([]);
  });
});
