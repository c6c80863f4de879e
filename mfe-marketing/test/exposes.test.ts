import path from 'node:path';
import { describeRemotePages } from '@isarlicht/tooling/describe-remote-pages';
import { expectInspection, pagesOutsideSeoLimits } from '@isarlicht/tooling/expect-inspection';
import { pages } from '../src/pages';

describeRemotePages('marketing', pages, path.join(__dirname, '..'), (module) => import(`../src/pages/${module}`));

describe('./inspect of mfe-marketing', () => {
  it('lists its pages and texts for the dev dashboard', async () => {
    await expectInspection(await import('../src/exposes/inspect'), 'marketing', 100);
  });

  it('gives every page a title and description that search results show uncut', async () => {
    expect(await pagesOutsideSeoLimits(await import('../src/exposes/inspect'))).toEqual([]);
  });
});
