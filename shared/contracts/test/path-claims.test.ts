import { pathConflicts } from '../src/pages/path-claims';
import { servedAddresses } from '../src/pages/served-addresses';
import type { RoutedPage } from '../src/pages/routed-pages';

const page = (remote: RoutedPage['remote'], id: string, path: string, redirects: readonly string[] = []): RoutedPage => ({
  remote,
  id,
  path,
  prerender: true,
  sitemap: true,
  ...(redirects.length > 0 ? { redirects: redirects.map((from) => ({ from })) } : {}),
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

describe('path claims by the addresses they match', () => {
  const method = page('marketing', 'method', '/methods/:methodId');
  const reference = page('references', 'reference', '/references/:slug');
  const industry = page('references', 'industry', '/software-for/:industryId', ['/for/:industryId']);
  const live = [method, reference, industry, page('references', 'kiekje', '/software-for/kmu')];

  it.each([
    ['a pattern that also takes an absent optional last param', '/references/:slug/:part?', reference],
    ['a pattern with a literal where the other has a param', '/:section/kiekje', reference],
    ['a pattern that differs only in its param names', '/references/:id', reference],
    ['an optional param standing for no segment', '/methods/:topic?', method],
  ])('refuses %s: %s', (_case, claimed, taken) => {
    expect(pathConflicts([page('consent', 'claim', claimed)], [taken])).toEqual([
      `mfe-consent claims ${claimed}, which mfe-${taken.remote} already serves (${taken.path})`,
    ]);
  });

  it('lets patterns pass whose addresses differ in a literal or in their number of segments', () => {
    const incoming = [
      page('consent', 'a', '/references/:slug/parts'),
      page('consent', 'b', '/methods/roles/:roleId'),
      page('consent', 'c', '/about/:x'),
    ];
    expect(pathConflicts(incoming, live)).toEqual([]);
  });

  it("refuses an old address pattern that would shadow another slice's fixed page", () => {
    const incoming = [page('marketing', 'industry-moved', '/branchen', ['/software-for/:industryId'])];
    expect(pathConflicts(incoming, live)).toEqual([
      'mfe-marketing claims /software-for/:industryId, which mfe-references already serves (/software-for/:industryId)',
      'mfe-marketing claims /software-for/:industryId, which mfe-references already serves (/software-for/kmu)',
    ]);
  });

  it("refuses a fixed address inside another slice's old address pattern", () => {
    const incoming = [page('marketing', 'for-kmu', '/for/kmu'), page('marketing', 'home', '/', ['/for/berlin'])];
    expect(pathConflicts(incoming, live)).toEqual([
      'mfe-marketing claims /for/kmu, which mfe-references already serves (/for/:industryId)',
      'mfe-marketing claims /for/berlin, which mfe-references already serves (/for/:industryId)',
    ]);
  });

  it("refuses a fixed page inside another slice's page pattern, either way round", () => {
    expect(pathConflicts([page('marketing', 'case', '/references/kiekje')], live)).toEqual([
      'mfe-marketing claims /references/kiekje, which mfe-references already serves (/references/:slug)',
    ]);
    expect(pathConflicts([page('references', 'methods', '/methods/:slug')], [page('marketing', 'scrum', '/methods/scrum')])).toEqual([
      'mfe-references claims /methods/:slug, which mfe-marketing already serves (/methods/scrum)',
    ]);
  });

  it("lets a fixed old address lie inside another slice's page pattern unless that slice serves it", () => {
    const incoming = [page('references', 'reference', '/references/:slug', ['/methods/product-vision'])];
    expect(pathConflicts(incoming, live)).toEqual([]);
    const served = servedAddresses(['/methods/product-vision', '/methods/agile-teams'], live);
    expect(pathConflicts(incoming, live, served)).toEqual([
      'mfe-references claims /methods/product-vision, which mfe-marketing already serves (/methods/:methodId)',
    ]);
  });

  it("refuses a page pattern over another slice's old address it serves, deployed the other way round", () => {
    const references = [page('references', 'reference', '/references/:slug', ['/methods/product-vision'])];
    expect(pathConflicts([method], references)).toEqual([]);
    const served = servedAddresses(['/methods/product-vision'], [method]);
    expect(pathConflicts([method], references, served)).toEqual([
      'mfe-marketing claims /methods/:methodId, which mfe-references already serves (/methods/product-vision)',
    ]);
  });
});

describe('served addresses', () => {
  it('attributes each recorded address to the slice whose live page answers it, a fixed page before a pattern', () => {
    const pages = [page('references', 'reference', '/references/:slug'), page('marketing', 'case', '/references/kiekje')];
    expect([...servedAddresses(['/references/kiekje', '/references/tyre', '/gone'], pages)]).toEqual([
      ['/references/kiekje', 'marketing'],
      ['/references/tyre', 'references'],
    ]);
  });
});
