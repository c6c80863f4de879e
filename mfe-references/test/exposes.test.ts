import path from 'node:path';
import { exposedModules, exposedPageModule, type PageManifest } from '@isarlicht/contracts';
import { expectInspection } from '@isarlicht/tooling/expect-inspection';
import { expectPageModule } from '@isarlicht/tooling/expect-page-module';
import { remoteExposes } from '@isarlicht/tooling/remote-exposes';
import { pages } from '../src/pages';

const manifest: PageManifest = pages;
const load = (module: string): Promise<unknown> => import(`../src/pages/${module}`);

describe('pages of mfe-references', () => {
  it.each(manifest.map((entry) => [entry.id, entry] as const))(
    './%s fulfils the page-module contract with its examples',
    async (_id, entry) => {
      expectPageModule(await load(entry.module), entry.example, entry.unknownExample);
    },
  );

  it('exposes every page of its manifest and its other modules, nothing else', () => {
    const expected = [...manifest.map(exposedPageModule), ...exposedModules.references];
    expect(Object.keys(remoteExposes(path.join(__dirname, '..'))).sort()).toEqual(expected.sort());
  });

  it('uses the industry seoTitle as the complete document title', async () => {
    const industry = await import('../src/pages/industries/industry-page');
    expect(industry.meta({ industryId: 'kmu' })).toMatchObject({ exactTitle: true, title: expect.stringMatching(/\| Isarlicht Digital$/) });
  });
});

describe('reference and industry detail pages', () => {
  it('answer every slug and id of the route contract', async () => {
    const { referenceSlugs, industryIds } = await import('@isarlicht/contracts');
    const reference = await import('../src/pages/references/reference-page');
    const industry = await import('../src/pages/industries/industry-page');
    for (const slug of referenceSlugs) expectPageModule(reference, { slug });
    for (const industryId of industryIds) expectPageModule(industry, { industryId });
  });

  it('./inspect lists its pages and texts for the dev dashboard', async () => {
    expectInspection(await import('../src/exposes/inspect'), 'references', 30);
  });
});
