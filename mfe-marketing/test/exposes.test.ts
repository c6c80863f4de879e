import type { exposedModules, RouteParams } from '@isarlicht/shared';
import { expectInspection, pagesOutsideSeoLimits } from '@isarlicht/shared/build/expect-inspection';
import { expectPageModule } from '@isarlicht/shared/build/expect-page-module';

const cases: Record<Exclude<(typeof exposedModules.marketing)[number], './inspect'>, [() => Promise<unknown>, RouteParams, RouteParams?]> = {
  './home': [() => import('../src/exposes/home'), {}],
  './about': [() => import('../src/exposes/about'), {}],
  './services': [() => import('../src/exposes/services'), {}],
  './service': [() => import('../src/exposes/service'), { serviceId: 'ai-development' }, { serviceId: 'web-development' }],
  './method': [() => import('../src/exposes/method'), { methodId: 'agile-teams' }, { methodId: 'wasserfall' }],
  './role': [() => import('../src/exposes/role'), { roleId: 'scrum-master' }, { roleId: 'ceo' }],
  './glossary': [() => import('../src/exposes/glossary'), {}],
  './glossary-term': [() => import('../src/exposes/glossary-term'), { termId: 'mvp' }, { termId: 'unbekannt' }],
  './contact': [() => import('../src/exposes/contact'), {}],
  './impressum': [() => import('../src/exposes/impressum'), {}],
  './agb': [() => import('../src/exposes/agb'), {}],
};

describe('exposed modules of mfe-marketing', () => {
  it.each(Object.entries(cases))('%s fulfils the page-module contract', async (_name, [load, known, unknown]) => {
    expectPageModule(await load(), known, unknown);
  });

  it('./inspect lists its pages and texts for the dev dashboard', async () => {
    expectInspection(await import('../src/exposes/inspect'), 'marketing', 100);
  });

  it('gives every page a title and description that search results show uncut', async () => {
    expect(pagesOutsideSeoLimits(await import('../src/exposes/inspect'))).toEqual([]);
  });
});
