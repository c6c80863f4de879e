import path from 'node:path';
import { describeRemotePages } from '@isarlicht/tooling/describe-remote-pages';
import { expectInspection } from '@isarlicht/tooling/expect-inspection';
import { expectPageModule } from '@isarlicht/tooling/expect-page-module';
import { pages } from '../src/pages';

describeRemotePages('references', pages, path.join(__dirname, '..'), (module) => import(`../src/pages/${module}`));

describe('document titles of mfe-references', () => {
  it('uses the industry seoTitle as the complete document title', async () => {
    const industry = await import('../src/pages/industries/industry-page');
    expect(industry.meta({ industryId: 'kmu' })).toMatchObject({ exactTitle: true, title: expect.stringMatching(/\| Isarlicht Digital$/) });
  });
});

describe('reference and industry detail pages', () => {
  it('answer every slug and id of the route contract', async () => {
    const { referenceSlugs, industryIds } = await import('@isarlicht/contracts/routes/ids');
    const reference = await import('../src/pages/references/reference-page');
    const industry = await import('../src/pages/industries/industry-page');
    for (const slug of referenceSlugs) expectPageModule(reference, { slug });
    for (const industryId of industryIds) expectPageModule(industry, { industryId });
  });

  it('./inspect lists its pages and texts for the dev dashboard', async () => {
    await expectInspection(await import('../src/exposes/inspect'), 'references', 30);
  });
});
