import { addressLimits } from '../src/routes/address-grammar';
import { composePages, droppedPagesOf, parseRoutedPages, publishedPages, routedPagesOf } from '../src/pages/routed-pages';
import type { PageManifest } from '../src/pages/page-manifest';

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

describe('pages outside the address grammar', () => {
  const page = (id: string, path: string, more: object = {}) => ({ id, path, prerender: true, sitemap: true, ...more });
  const read = (pages: readonly unknown[]) => {
    const dropped: string[] = [];
    const routed = routedPagesOf('marketing', { metaData: { pages } }, (reason) => dropped.push(reason));
    return { routed: routed.map((routedPage) => `${routedPage.path} ${JSON.stringify(routedPage.redirects ?? [])}`), dropped };
  };

  it('leaves out a page whose path is no address, and says why', () => {
    expect(
      read([page('insights', '/a b'), page('evil', '//evil.com'), page('nested', '/references/:slug/'), page('about', '/about')]),
    ).toEqual({
      routed: ['/about []'],
      dropped: [
        `mfe-marketing's page insights: the path "/a b" is no address: the character " " (U+0020) at position 3 is not allowed in an address`,
        `mfe-marketing's page evil: the path "//evil.com" is no address: the character "." (U+002E) at position 7 is not allowed in an address`,
        `mfe-marketing's page nested: the path "/references/:slug/" is no address: it ends with /`,
      ],
    });
  });

  it('leaves out an old address outside the grammar, or one that fills a param with no segment, and keeps the page', () => {
    const redirects = [
      { from: '/references/:slug/*' },
      { from: '/x;\nreturn 301 //evil.com' },
      { from: '/strategie', params: { serviceId: '../../evil' } },
      { from: '/leistungen/:serviceId' },
    ];
    expect(read([page('service', '/services/:serviceId', { redirects })])).toEqual({
      routed: ['/services/:serviceId [{"from":"/leistungen/:serviceId"}]'],
      dropped: [
        `mfe-marketing's page service: the redirect from "/references/:slug/*" is no address: the character "*" (U+002A) at position 19 is not allowed in an address`,
        `mfe-marketing's page service: the redirect from "/x;\\nreturn 301 //evil.com" is no address: the character ";" (U+003B) at position 3 is not allowed in an address`,
        `mfe-marketing's page service: the redirect from /strategie fills serviceId with "../../evil", which is no segment of an address`,
      ],
    });
  });

  it('quotes a page id that is no plain word, so a reason cannot forge a log line', () => {
    expect(read([page('a\nb', '/a b')]).dropped).toEqual([
      `mfe-marketing's page "a\\nb": the path "/a b" is no address: the character " " (U+0020) at position 3 is not allowed in an address`,
    ]);
  });

  it('keeps no more pages and old addresses than a slice may declare', () => {
    const pages = Array.from({ length: addressLimits.pagesPerRemote + 2 }, (_, index) => page(`p${index}`, `/p${index}`));
    const { routed, dropped } = read(pages);
    expect(routed).toHaveLength(addressLimits.pagesPerRemote);
    expect(dropped).toEqual([`mfe-marketing declares 102 pages, 2 more than the 100 a slice may: those after the 100th are left out`]);
    const redirects = Array.from({ length: addressLimits.redirectsPerRemote + 1 }, (_, index) => ({ from: `/old-${index}` }));
    const many = read([
      page('home', '/', { redirects: redirects.slice(0, 60) }),
      page('about', '/about', { redirects: redirects.slice(60) }),
    ]);
    expect(many.dropped).toEqual([
      `mfe-marketing declares 101 old addresses, 1 more than the 100 a slice may: those after the 100th are left out`,
    ]);
    expect(many.routed[1]).not.toContain('/old-100');
    expect(many.routed[1]).toContain('/old-99');
  });

  it('reads /remotes.json with the same checks, and leaves out a page of no known remote', () => {
    const dropped: string[] = [];
    const pages = parseRoutedPages(
      [
        { remote: 'marketing', ...page('about', '/about') },
        { remote: 'marketing', ...page('evil', '/a{') },
        { remote: 'elsewhere', ...page('other', '/other') },
      ],
      (reason) => dropped.push(reason),
    );
    expect(pages.map((routed) => routed.path)).toEqual(['/about']);
    expect(dropped).toEqual([
      `a page of no known remote is left out: {"remote":"elsewhere","id":"other","path":"/other","prerender":true,"sitemap":true}`,
      `mfe-marketing's page evil: the path "/a{" is no address: the character "{" (U+007B) at position 3 is not allowed in an address`,
    ]);
  });

  it("tells a remote's own tests what the readers would leave out of its manifest", () => {
    expect(droppedPagesOf('marketing', manifest)).toEqual([]);
    const outside: PageManifest = [
      ...manifest,
      { id: 'insights', path: '/a b', module: 'insights/insights-page', example: {}, prerender: true, sitemap: true },
    ];
    expect(droppedPagesOf('marketing', outside)).toEqual([
      `mfe-marketing's page insights: the path "/a b" is no address: the character " " (U+0020) at position 3 is not allowed in an address`,
    ]);
  });
});
