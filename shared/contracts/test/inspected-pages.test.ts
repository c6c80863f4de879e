import type { PageManifest } from '../src/pages/page-manifest';
import { inspectedPages, type PageInstances } from '../src/inspect/inspected-pages';

const manifest = [
  { id: 'home', path: '/', module: 'home/home-page', example: {}, prerender: true, sitemap: true },
  { id: 'insights', path: '/insights', module: 'insights/insights-page', example: {}, prerender: true, sitemap: true },
  {
    id: 'service',
    path: '/services/:serviceId',
    module: 'services/service-page',
    example: { serviceId: 'a' },
    prerender: true,
    sitemap: true,
  },
] as const satisfies PageManifest;

const modules: Record<string, unknown> = {
  'home/home-page': { meta: () => ({ title: 'Start', description: 'Die Startseite' }) },
  'insights/insights-page': { meta: () => ({ title: 'Einblicke', description: 'Was wir gelernt haben' }) },
  'services/service-page': {
    meta: ({ serviceId }: { serviceId?: string }) =>
      serviceId === 'b' ? null : { title: `Leistung ${serviceId}`, description: 'Eine Leistung' },
  },
};
const load = (module: string): Promise<unknown> => Promise.resolve(modules[module]);

describe('the pages ./inspect reports come from the page manifest', () => {
  it('lists every page without params and every instance of a page with params, with its meta', async () => {
    const pages = await inspectedPages(manifest, { service: () => [{ serviceId: 'a' }, { serviceId: 'b' }] }, load);
    expect(pages).toEqual([
      { path: '/', title: 'Start', description: 'Die Startseite', exactTitle: false },
      { path: '/insights', title: 'Einblicke', description: 'Was wir gelernt haben', exactTitle: false },
      { path: '/services/a', title: 'Leistung a', description: 'Eine Leistung', exactTitle: false },
      { path: '/services/b', title: null, description: null, exactTitle: false },
    ]);
  });

  it('refuses a page module without meta, naming the page', async () => {
    const broken = (module: string): Promise<unknown> => Promise.resolve(module === 'insights/insights-page' ? {} : modules[module]);
    await expect(inspectedPages(manifest, { service: () => [] }, broken)).rejects.toThrow(
      'page insights (insights/insights-page) exports no meta',
    );
  });

  it('refuses a page with params whose instances are not listed', async () => {
    // As a caller the compiler does not check would pass it.
    const withoutInstances = {} as PageInstances<typeof manifest>;
    await expect(inspectedPages(manifest, withoutInstances, load)).rejects.toThrow('page service takes params but lists no instances');
  });
});
