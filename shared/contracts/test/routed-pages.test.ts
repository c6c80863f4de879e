import { composePages, parseRoutedPages, pathConflicts, publishedPages, routedPagesOf, type PageManifest, type RoutedPage } from '../src';

const manifest: PageManifest = [
  { id: 'about', path: '/about', module: 'about/about-page', example: {}, prerender: true, sitemap: true },
  {
    id: 'service',
    path: '/services/:serviceId',
    module: 'services/service-page',
    example: { serviceId: 'strategy' },
    prerender: true,
    sitemap: true,
    parent: { label: 'Leistungen', to: '/services' },
    redirects: [{ from: '/leistungen/:serviceId' }, { from: '/strategie', params: { serviceId: 'strategy' } }],
  },
];

describe('pages of the live releases', () => {
  it('publishes what the shell routes by, not the files and examples only the remote needs', () => {
    expect(publishedPages(manifest)).toEqual([
      { id: 'about', path: '/about', prerender: true, sitemap: true },
      {
        id: 'service',
        path: '/services/:serviceId',
        prerender: true,
        sitemap: true,
        parent: { label: 'Leistungen', to: '/services' },
        redirects: [{ from: '/leistungen/:serviceId' }, { from: '/strategie', params: { serviceId: 'strategy' } }],
      },
    ]);
  });

  it('reads them back from a live manifest and leaves out what has another shape', () => {
    const badRedirect = { id: 'old', path: '/old', prerender: true, sitemap: true, redirects: [{ to: '/alt' }] };
    const badParams = { id: 'older', path: '/older/:id', prerender: true, sitemap: true, redirects: [{ from: '/o', params: { id: 1 } }] };
    const live = {
      metaData: { pages: [...publishedPages(manifest), { id: 'broken', path: 'relative' }, 'about', badRedirect, badParams] },
    };
    expect(routedPagesOf('marketing', live).map((page) => `${page.remote} ${page.path}`)).toEqual([
      'marketing /about',
      'marketing /services/:serviceId',
    ]);
    expect(routedPagesOf('marketing', { metaData: {} })).toEqual([]);
  });

  it('composes the remotes in a fixed order and survives the trip through /remotes.json', () => {
    const composed = composePages({
      references: routedPagesOf('references', {
        metaData: { pages: [{ id: 'references', path: '/references', prerender: true, sitemap: true }] },
      }),
      marketing: routedPagesOf('marketing', { metaData: { pages: publishedPages(manifest) } }),
    });
    expect(composed.map((page) => page.remote)).toEqual(['marketing', 'marketing', 'references']);
    expect(parseRoutedPages(JSON.parse(JSON.stringify(composed)))).toEqual(composed);
  });
});

describe('path claims', () => {
  const live: readonly RoutedPage[] = [
    { remote: 'marketing', id: 'about', path: '/about', prerender: true, sitemap: true },
    { remote: 'references', id: 'reference', path: '/references/:slug', prerender: true, sitemap: true },
  ];

  it('refuses a path another slice serves, naming both slices and the path', () => {
    const incoming: RoutedPage[] = [{ remote: 'references', id: 'about', path: '/about', prerender: true, sitemap: true }];
    expect(pathConflicts(incoming, live)).toEqual(['mfe-references claims /about, which mfe-marketing already serves (/about)']);
  });

  it('treats patterns that differ only in parameter names as the same addresses', () => {
    const incoming: RoutedPage[] = [{ remote: 'marketing', id: 'case', path: '/references/:id', prerender: true, sitemap: true }];
    expect(pathConflicts(incoming, live)).toEqual([
      'mfe-marketing claims /references/:id, which mfe-references already serves (/references/:slug)',
    ]);
  });

  it("refuses an old address another slice's page or redirect already answers", () => {
    const withRedirects: readonly RoutedPage[] = [
      ...live,
      { remote: 'marketing', id: 'home', path: '/', prerender: true, sitemap: true, redirects: [{ from: '/de' }] },
    ];
    const incoming: RoutedPage[] = [
      {
        remote: 'references',
        id: 'industries',
        path: '/software-for',
        prerender: true,
        sitemap: true,
        redirects: [{ from: '/about' }, { from: '/de' }],
      },
    ];
    expect(pathConflicts(incoming, withRedirects)).toEqual([
      'mfe-references claims /about, which mfe-marketing already serves (/about)',
      'mfe-references claims /de, which mfe-marketing already serves (/de)',
    ]);
  });

  it('lets a slice redeploy and change its own pages', () => {
    const incoming: RoutedPage[] = [
      { remote: 'marketing', id: 'about', path: '/about', prerender: true, sitemap: true },
      { remote: 'marketing', id: 'insights', path: '/insights', prerender: true, sitemap: true },
    ];
    expect(pathConflicts(incoming, live)).toEqual([]);
  });
});
