import { matchPattern } from '@isarlicht/contracts/routes/match-pattern';
import { parseComposedConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { paths } from '@isarlicht/contracts/routes/paths';
import { redirectRulesOf, resolveRedirect } from '@isarlicht/contracts/routes/redirects';
import type { RoutedPage } from '@isarlicht/contracts/pages/routed-pages';
import { deploymentConfigFromEnv } from '@isarlicht/tooling/ports';
import { matchRoute } from '../src/routes/match-route';
import type { RoutingConfig } from '../src/routes/route-table';

/** Pages as the shell's server composes them from the live releases' manifests. */
const pages: readonly RoutedPage[] = [
  { remote: 'marketing', id: 'home', path: '/', prerender: true, sitemap: true, redirects: [{ from: '/de' }] },
  {
    remote: 'marketing',
    id: 'service',
    path: '/services/:serviceId',
    prerender: true,
    sitemap: true,
    parent: { label: 'Leistungen', to: '/services' },
    redirects: [{ from: '/services/web-development', params: { serviceId: 'web-applications' } }],
  },
  {
    remote: 'references',
    id: 'industry',
    path: '/software-for/:industryId',
    prerender: true,
    sitemap: true,
    redirects: [{ from: '/for/:industryId' }],
  },
  { remote: 'devtools', id: 'dev-dashboard', path: '/dev-dashboard/:toolId?', prerender: false, sitemap: false, devDashboard: true },
  { remote: 'devtools', id: 'call-analytics', path: '/vapi-dashboard', prerender: false, sitemap: false },
];
const everything: RoutingConfig = { devDashboard: true, pages };

function match(pathname: string, config: RoutingConfig = everything) {
  const matched = matchRoute(pathname, config);
  return matched?.kind === 'page' ? { remote: matched.route.remote, module: matched.route.module, params: matched.params } : undefined;
}

describe('routes composed from the live pages', () => {
  it('routes a path to the exposed module of the page that declares it, with its params', () => {
    expect(match('/')).toEqual({ remote: 'marketing', module: './home', params: {} });
    expect(match('/services/ai-development')).toEqual({
      remote: 'marketing',
      module: './service',
      params: { serviceId: 'ai-development' },
    });
    expect(match('/software-for/kmu')).toEqual({ remote: 'references', module: './industry', params: { industryId: 'kmu' } });
    expect(match('/dev-dashboard')).toMatchObject({ module: './dev-dashboard', params: {} });
    expect(match('/dev-dashboard/links')).toMatchObject({ module: './dev-dashboard', params: { toolId: 'links' } });
  });

  it('ranks a static address before a pattern with a parameter, whatever the order of the pages', () => {
    const added: RoutedPage = { remote: 'marketing', id: 'services-ki-check', path: '/services/ki-check', prerender: true, sitemap: true };
    const config: RoutingConfig = { devDashboard: true, pages: [...pages, added] };
    expect(match('/services/ki-check', config)).toEqual({ remote: 'marketing', module: './services-ki-check', params: {} });
    expect(match('/services/ai-development', config)).toMatchObject({ module: './service', params: { serviceId: 'ai-development' } });
  });

  it.each([
    '/software-for/m%C3%BCnchen',
    '/software-for/%E0',
    '/software-for/KMU',
    '/software-for/a%2Fb',
    '/services//x',
    '/software-for/kmu',
  ])('answers %s as the servers do: a page only where a param is a segment of the address grammar', (pathname) => {
    const servers = pages.some((page) => matchPattern(page.path, pathname) !== null);
    expect(matchRoute(pathname, everything) !== null).toBe(servers);
    expect(servers).toBe(pathname === '/software-for/kmu');
  });

  it('answers the redirects the live pages declare in the browser as the server does, before any page', () => {
    for (const rule of redirectRulesOf(pages)) {
      const from = rule.from.replace(':industryId', 'kmu');
      const to = resolveRedirect(from, redirectRulesOf(pages));
      expect({ from, to: matchRoute(from, everything) }).toEqual({ from, to: { kind: 'redirect', to } });
    }
    expect(matchRoute('/services/web-development', everything)).toEqual({ kind: 'redirect', to: paths.service('web-applications') });
    expect(matchRoute('/for/kmu', everything)).toEqual({ kind: 'redirect', to: paths.industry('kmu') });
    expect(matchRoute('/de/', everything)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('forgets an old address with the page that declared it', () => {
    const withoutHome: RoutingConfig = { devDashboard: true, pages: pages.filter((page) => page.id !== 'home') };
    expect(matchRoute('/de', withoutHome)).toBeNull();
  });

  it('leaves unknown paths, other spellings and pages no live release declares to the not-found page', () => {
    expect(matchRoute('/gibt-es-nicht', everything)).toBeNull();
    expect(matchRoute('/services/ai-development/extra', everything)).toBeNull();
    expect(matchRoute('/Services/ai-development', everything)).toBeNull();
    expect(matchRoute('/about', everything)).toBeNull();
    expect(matchRoute('/', { devDashboard: true, pages: [] })).toBeNull();
  });

  it('routes the dev dashboard only when the deployment switches it on', () => {
    const off: RoutingConfig = { devDashboard: false, pages };
    expect(matchRoute(paths.devDashboard, off)).toBeNull();
    expect(matchRoute(paths.devTool('links'), off)).toBeNull();
    expect(match(paths.callAnalytics, off)).toMatchObject({ remote: 'devtools', module: './call-analytics' });
  });

  it('routes nothing of /remotes.json outside the address grammar, so no slice can shadow another', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const served = [
      { remote: 'marketing', id: 'home', path: '/', prerender: true, sitemap: true, redirects: [{ from: '/references/:slug/*' }] },
      { remote: 'marketing', id: 'case', path: '/references/:slug/', prerender: true, sitemap: true },
      { remote: 'references', id: 'reference', path: '/references/:slug', prerender: true, sitemap: true },
    ];
    const config: RoutingConfig = parseComposedConfig({ ...deploymentConfigFromEnv('production', {}), pages: served }, (reason) =>
      console.warn(reason),
    );
    expect(config.pages.map((page) => `${page.id} ${page.path} ${page.redirects?.length ?? 0}`)).toEqual([
      'home / 0',
      'reference /references/:slug 0',
    ]);
    expect(match('/references/kiekje', config)).toEqual({ remote: 'references', module: './reference', params: { slug: 'kiekje' } });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
