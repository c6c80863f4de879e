import path from 'node:path';
import { devToolIds } from '@isarlicht/contracts/routes/ids';
import { describeRemotePages } from '@isarlicht/tooling/describe-remote-pages';
import { expectInspection, pagesOutsideSeoLimits } from '@isarlicht/tooling/expect-inspection';
import { expectPageModule } from '@isarlicht/tooling/expect-page-module';
import { pages } from '../src/pages';

const load = (module: string): Promise<unknown> => import(`../src/pages/${module}`);

describeRemotePages('devtools', pages, path.join(__dirname, '..'), load);

describe('dev dashboard and ./inspect of mfe-devtools', () => {
  it('answers the dashboard index and all six tools', async () => {
    const dashboard = await load('dev-dashboard/dev-dashboard-page');
    expectPageModule(dashboard, {});
    for (const toolId of devToolIds) expectPageModule(dashboard, { toolId });
  });

  it('./inspect lists its pages and texts for the dev dashboard', async () => {
    await expectInspection(await import('../src/exposes/inspect'), 'devtools', 8);
  });

  it('gives its pages titles and descriptions within the limits its translations tool checks', async () => {
    expect(await pagesOutsideSeoLimits(await import('../src/exposes/inspect'))).toEqual([]);
  });
});
