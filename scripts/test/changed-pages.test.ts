import { changedPageIds } from '../prerender/changed-pages';

const page = (id: string, path: string) => ({ id, path, prerender: true, sitemap: true });
const expose = (id: string, file: string, later: readonly string[] = []) => ({
  path: `./${id}`,
  assets: { js: { sync: [file], async: [...later] }, css: { sync: [], async: [] } },
});
const build = (pages: readonly ReturnType<typeof page>[], exposes: readonly ReturnType<typeof expose>[]) => ({
  metaData: { pages },
  exposes,
});

const before = build([page('home', '/'), page('about', '/about')], [expose('home', 'home.1a.js'), expose('about', 'about.2b.js')]);

describe('pages a release switch changes', () => {
  it('are all pages on the first release', () => {
    expect([...changedPageIds('marketing', null, before)]).toEqual(['home', 'about']);
  });

  it('are the new ones and those whose module loads other files; a page with the same files renders the same', () => {
    const after = build(
      [page('home', '/'), page('about', '/about'), page('insights', '/insights')],
      [expose('home', 'home.9z.js'), expose('about', 'about.2b.js'), expose('insights', 'insights.3c.js')],
    );
    expect([...changedPageIds('marketing', before, after)]).toEqual(['home', 'insights']);
  });

  it('include a page whose declaration changed with the same files', () => {
    const after = build([page('home', '/'), { ...page('about', '/about'), sitemap: false }], before.exposes);
    expect([...changedPageIds('marketing', before, after)]).toEqual(['about']);
  });

  it("leave out another exposed module's entry file the manifest lists beside a page's own chunks", () => {
    const withInspect = (inspectFile: string) =>
      build(
        [page('service', '/services/:serviceId')],
        [expose('service', 'chunks/__federation_expose_service.1a.js', ['chunks/543.2b.js', `chunks/${inspectFile}`])],
      );
    const earlier = withInspect('__federation_expose_inspect.3c.js');
    expect([...changedPageIds('marketing', earlier, withInspect('__federation_expose_inspect.4d.js'))]).toEqual([]);
    const ownChanged = { ...earlier, exposes: [expose('service', 'chunks/__federation_expose_service.5e.js')] };
    expect([...changedPageIds('marketing', earlier, ownChanged)]).toEqual(['service']);
  });

  it('are none when a rollback returns to the same files', () => {
    expect([...changedPageIds('marketing', before, before)]).toEqual([]);
  });
});
