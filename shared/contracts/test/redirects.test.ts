import { hasParams, matchPattern, paramNames, replaceParams } from '../src/routes/match-pattern';
import { redirectProblems, redirectRulesOf, redirectTarget, resolveRedirect } from '../src/routes/redirects';
import { servedAddresses } from '../src/pages/served-addresses';
import { specifiedRedirects } from '../src/routes/specified-redirects';
import type { RoutedPage } from '../src/pages/routed-pages';

/** Pages declaring old addresses the way the remotes' manifests do. */
const pages: readonly RoutedPage[] = [
  {
    remote: 'marketing',
    id: 'home',
    path: '/',
    prerender: true,
    sitemap: true,
    redirects: [{ from: '/de' }, { from: '/en' }, { from: '/fr' }],
  },
  { remote: 'marketing', id: 'about', path: '/about', prerender: true, sitemap: true },
  {
    remote: 'marketing',
    id: 'service',
    path: '/services/:serviceId',
    prerender: true,
    sitemap: true,
    redirects: [
      { from: '/services/web-development', params: { serviceId: 'web-applications' } },
      { from: '/bubble-prototyp', params: { serviceId: 'no-code-development' } },
    ],
  },
  {
    remote: 'marketing',
    id: 'method',
    path: '/methods/:methodId',
    prerender: true,
    sitemap: true,
    redirects: [{ from: '/scrum-rituale', params: { methodId: 'agile-teams' } }],
  },
  {
    remote: 'marketing',
    id: 'role',
    path: '/methods/roles/:roleId',
    prerender: true,
    sitemap: true,
    redirects: [{ from: '/scrum-prozess', params: { roleId: 'scrum-method' } }],
  },
  {
    remote: 'references',
    id: 'reference',
    path: '/references/:slug',
    prerender: true,
    sitemap: true,
    redirects: [
      { from: '/methods/product-vision', params: { slug: 'bootcamp-workshop' } },
      { from: '/references/fahrzeugdatenmplattform', params: { slug: 'fahrzeugdatenplattform' } },
    ],
  },
  { remote: 'references', id: 'industries', path: '/software-for', prerender: true, sitemap: true, redirects: [{ from: '/for' }] },
  {
    remote: 'references',
    id: 'industry',
    path: '/software-for/:industryId',
    prerender: true,
    sitemap: true,
    redirects: [{ from: '/for/:industryId' }],
  },
];
const rules = redirectRulesOf(pages);

describe('redirects declared by the pages', () => {
  it('turns each into a rule whose target is the page filled with the declared params', () => {
    expect(rules).toContainEqual({ from: '/services/web-development', to: '/services/web-applications' });
    expect(rules).toContainEqual({ from: '/for/:industryId', to: '/software-for/:industryId' });
    expect(rules).toContainEqual({ from: '/de', to: '/' });
  });

  it.each(specifiedRedirects.map(([from, to]) => [from, to]))('sends %s to %s (docs/product.md section 3)', (from, to) => {
    expect(resolveRedirect(from, rules)).toBe(to);
    expect(resolveRedirect(`${from}/`, rules)).toBe(to);
  });

  it('drops trailing slashes, and leaves the canonical addresses alone', () => {
    expect(resolveRedirect('/about/', rules)).toBe('/about');
    expect(resolveRedirect('/services/ai-development//', rules)).toBe('/services/ai-development');
    expect(resolveRedirect('/about/', [])).toBe('/about');
    expect(resolveRedirect('/', rules)).toBeNull();
    expect(resolveRedirect('/about', rules)).toBeNull();
    expect(resolveRedirect('/software-for/kmu', rules)).toBeNull();
  });

  it('answers an old address only while a page declares it', () => {
    expect(resolveRedirect('/bubble-prototyp', redirectRulesOf(pages.filter((page) => page.id !== 'service')))).toBeNull();
  });

  it('carries only segments of the address grammar, so a target cannot gain a path or a host', () => {
    expect(resolveRedirect('/for/a%2F..%2F%2Fevil.example', rules)).toBeNull();
    expect(resolveRedirect('/for/KMU', rules)).toBeNull();
    expect(redirectTarget({ to: '/software-for/:industryId' }, { industryId: 'a/../evil' })).toBe('/software-for/a%2F..%2Fevil');
  });

  it('matches whole segments only', () => {
    expect(matchPattern('/for/:id', '/for')).toBeNull();
    expect(matchPattern('/for/:id', '/for/a/b')).toBeNull();
    expect(matchPattern('/for/:id', '/fore/a')).toBeNull();
    expect(matchPattern('/for/:id', '/for/kmu')).toEqual({ id: 'kmu' });
  });

  it('never redirects to another redirect', () => {
    for (const [, to] of specifiedRedirects) expect(resolveRedirect(to, rules)).toBeNull();
  });

  it('finds a redirect that leaves a param unfilled or hides a page', () => {
    expect(redirectProblems(pages)).toEqual([]);
    const broken: RoutedPage = {
      remote: 'marketing',
      id: 'service',
      path: '/services/:serviceId',
      prerender: true,
      sitemap: true,
      redirects: [{ from: '/leistungen' }, { from: '/about', params: { serviceId: 'ai-development' } }],
    };
    expect(redirectProblems([broken], pages)).toEqual([
      'page service: the redirect from /leistungen leaves :serviceId of /services/:serviceId unfilled',
      'page service: the redirect from /about would hide the page about (/about)',
    ]);
  });

  it("reads a param name as the matcher does, from the grammar's segments, in every rewrite", () => {
    const pattern = '/cases/:caseId/:part2?';
    expect(paramNames(pattern)).toEqual(['caseId', 'part2']);
    expect([hasParams(pattern), hasParams('/cases'), hasParams('/cases/:id?'), hasParams('/')]).toEqual([true, false, true, false]);
    expect(matchPattern(pattern, '/cases/kiekje/a')).toEqual({ caseId: 'kiekje', part2: 'a' });
    expect(replaceParams(pattern, (name, optional) => `<${name}${optional ? '?' : ''}>`)).toBe('/cases/<caseId>/<part2?>');
    expect(replaceParams('/', () => 'x')).toBe('/');
    expect(redirectTarget({ to: '/references/:caseId' }, { caseId: 'kiekje' })).toBe('/references/kiekje');
    const page: RoutedPage = {
      remote: 'references',
      id: 'case',
      path: '/references/:caseId',
      prerender: true,
      sitemap: true,
      redirects: [{ from: '/cases/:caseId' }],
    };
    expect(redirectProblems([page], [])).toEqual([]);
    expect(resolveRedirect('/cases/kiekje', redirectRulesOf([page]))).toBe('/references/kiekje');
  });
});

describe('redirects beside their own pages with params', () => {
  const pageOf = (id: string): RoutedPage => {
    const page = pages.find((candidate) => candidate.id === id);
    if (page === undefined) throw new Error(`no page ${id}`);
    return page;
  };
  const industry = pageOf('industry');
  const reference = pageOf('reference');

  it('finds an old address pattern that would hide the addresses of a page pattern of the slice', () => {
    const moved: RoutedPage = { ...industry, redirects: [{ from: '/references/:industryId' }] };
    expect(redirectProblems([moved], pages)).toEqual([
      'page industry: the redirect from /references/:industryId would hide the page reference (/references/:slug)',
    ]);
  });

  it('finds an old address pattern that would hide a fixed page of the slice', () => {
    const moved: RoutedPage = { ...industry, redirects: [{ from: '/:industryId' }] };
    expect(redirectProblems([moved], pages)).toEqual([
      'page industry: the redirect from /:industryId would hide the page about (/about)',
      'page industry: the redirect from /:industryId would hide the page industries (/software-for)',
    ]);
  });

  it('lets a fixed old address lie inside a page pattern of the slice unless the slice serves that address', () => {
    expect(redirectProblems([reference], pages)).toEqual([]);
    const served = servedAddresses(['/references/fahrzeugdatenmplattform'], pages);
    expect(redirectProblems([reference], pages, served)).toEqual([
      'page reference: the redirect from /references/fahrzeugdatenmplattform would hide the page reference (/references/:slug)',
    ]);
  });
});
