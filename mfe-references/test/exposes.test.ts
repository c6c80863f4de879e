import type { exposedModules, RouteParams } from '@isarlicht/shared';
import { expectInspection } from '@isarlicht/shared/build/expect-inspection';
import { expectPageModule } from '@isarlicht/shared/build/expect-page-module';

const cases: Record<Exclude<(typeof exposedModules.references)[number], './inspect'>, [() => Promise<unknown>, RouteParams, RouteParams?]> = {
  './references': [() => import('../src/exposes/references'), {}],
  './reference': [() => import('../src/exposes/reference'), { slug: 'kiekje' }, { slug: 'fahrzeugdatenmplattform' }],
  './industries': [() => import('../src/exposes/industries'), {}],
  './industry': [() => import('../src/exposes/industry'), { industryId: 'kmu' }, { industryId: 'gastronomie' }],
};

describe('exposed modules of mfe-references', () => {
  it.each(Object.entries(cases))('%s fulfils the page-module contract', async (_name, [load, known, unknown]) => {
    expectPageModule(await load(), known, unknown);
  });

  it('uses the industry seoTitle as the complete document title', async () => {
    const industry = await import('../src/exposes/industry');
    expect(industry.meta({ industryId: 'kmu' })).toMatchObject({ exactTitle: true, title: expect.stringMatching(/\| Isarlicht Digital$/) });
  });
});

describe('reference and industry detail pages', () => {
  it('answer every slug and id of the route contract', async () => {
    const { referenceSlugs, industryIds } = await import('@isarlicht/shared');
    const reference = await import('../src/exposes/reference');
    const industry = await import('../src/exposes/industry');
    for (const slug of referenceSlugs) expectPageModule(reference, { slug });
    for (const industryId of industryIds) expectPageModule(industry, { industryId });
  });

  it('./inspect lists its pages and texts for the dev dashboard', async () => {
    expectInspection(await import('../src/exposes/inspect'), 'references', 30);
  });
});
