import { devToolIds, type exposedModules, type RouteParams } from '@isarlicht/shared';
import { expectInspection, pagesOutsideSeoLimits } from '@isarlicht/shared/build/expect-inspection';
import { expectPageModule } from '@isarlicht/shared/build/expect-page-module';

const cases: Record<Exclude<(typeof exposedModules.devtools)[number], './inspect'>, [() => Promise<unknown>, RouteParams, RouteParams?]> = {
  './dev-dashboard': [() => import('../src/exposes/dev-dashboard'), { toolId: 'links' }, { toolId: 'debugger' }],
  './call-analytics': [() => import('../src/exposes/call-analytics'), {}],
};

describe('exposed modules of mfe-devtools', () => {
  it.each(Object.entries(cases))('%s fulfils the page-module contract', async (_name, [load, known, unknown]) => {
    expectPageModule(await load(), known, unknown);
  });

  it('answers the dashboard index and all six tools', async () => {
    const dashboard = await import('../src/exposes/dev-dashboard');
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
