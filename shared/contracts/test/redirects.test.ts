import {
  hasParams,
  matchPattern,
  paramNames,
  redirectProblems,
  redirectRulesOf,
  redirectTarget,
  replaceParams,
  resolveRedirect,
  specifiedRedirects,
  type RoutedPage,
} from '../src';

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

  it('encodes the carried segment so a target cannot gain a path or a host', () => {
    expect(resolveRedirect('/for/a%2F..%2F%2Fevil.example', rules)).toBe('/software-for/a%2F..%2F%2Fevil.example');
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

  it('reads a param name as the matcher does, digits and hyphens included, in every rewrite', () => {
    const pattern = '/cases/:case-id/:part2?';
    expect(paramNames(pattern)).toEqual(['case-id', 'part2']);
    expect([hasParams(pattern), hasParams('/cases'), hasParams('/cases/:id?')]).toEqual([true, false, true]);
    expect(matchPattern(pattern, '/cases/kiekje/a')).toEqual({ 'case-id': 'kiekje', part2: 'a' });
    expect(replaceParams(pattern, (name, optional) => `<${name}${optional ? '?' : ''}>`)).toBe('/cases/<case-id>/<part2?>');
    expect(redirectTarget({ to: '/references/:case-id' }, { 'case-id': 'kiekje' })).toBe('/references/kiekje');
    const page: RoutedPage = {
      remote: 'references',
      id: 'case',
      path: '/references/:case-id',
      prerender: true,
      sitemap: true,
      redirects: [{ from: '/cases/:case-id' }],
    };
    expect(redirectProblems([page], [])).toEqual([]);
    expect(resolveRedirect('/cases/kiekje', redirectRulesOf([page]))).toBe('/references/kiekje');
  });
});
