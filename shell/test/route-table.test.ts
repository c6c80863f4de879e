import { devToolIds, industryIds, methodIds, paths, redirectRules, referenceSlugs, resolveRedirect, roleIds, serviceIds } from '@isarlicht/shared';
import { matchRoute } from '../src/routes/match-route';
import { isPrerendered, routeTable } from '../src/routes/route-table';

const everything = { devDashboard: true };
function match(pathname: string) {
  const matched = matchRoute(pathname, everything);
  return matched?.kind === 'page' ? matched.route : undefined;
}

function target(pathname: string): string | undefined {
  const matched = matchRoute(pathname, everything);
  return matched?.kind === 'redirect' ? matched.to : undefined;
}

describe('route table', () => {
  it.each([
    [paths.home, 'marketing', './home'],
    [paths.about, 'marketing', './about'],
    [paths.services, 'marketing', './services'],
    [paths.glossary, 'marketing', './glossary'],
    [paths.glossaryTerm('mvp'), 'marketing', './glossary-term'],
    [paths.contact, 'marketing', './contact'],
    [paths.impressum, 'marketing', './impressum'],
    [paths.agb, 'marketing', './agb'],
    [paths.references, 'references', './references'],
    [paths.industries, 'references', './industries'],
    [paths.callAnalytics, 'devtools', './call-analytics'],
    [paths.devDashboard, 'devtools', './dev-dashboard'],
  ])('routes %s to %s %s', (pathname, remote, module) => {
    expect(match(pathname)).toMatchObject({ remote, module });
  });

  it('routes every id of the specification to its page module', () => {
    const expectations: [string, string][] = [
      ...serviceIds.map((id): [string, string] => [paths.service(id), './service']),
      ...methodIds.map((id): [string, string] => [paths.method(id), './method']),
      ...roleIds.map((id): [string, string] => [paths.role(id), './role']),
      ...referenceSlugs.map((slug): [string, string] => [paths.reference(slug), './reference']),
      ...industryIds.map((id): [string, string] => [paths.industry(id), './industry']),
      ...devToolIds.map((id): [string, string] => [paths.devTool(id), './dev-dashboard']),
    ];
    for (const [pathname, module] of expectations) {
      expect({ pathname, module: match(pathname)?.module }).toEqual({ pathname, module });
    }
  });

  it('routes every redirect rule in the browser to where the server sends it', () => {
    for (const rule of redirectRules) {
      const from = rule.from.replace(':id', 'kmu');
      expect({ from, to: target(from) }).toEqual({ from, to: resolveRedirect(from) });
    }
    expect(target('/de/')).toBe('/');
  });

  it('leaves unknown paths to the not-found page', () => {
    expect(match('/gibt-es-nicht')).toBeUndefined();
    expect(match('/services/ai-development/extra')).toBeUndefined();
  });

  it('routes the dev dashboard only when the deployment switches it on', () => {
    expect(matchRoute(paths.devDashboard, { devDashboard: false })).toBeNull();
    expect(matchRoute(paths.devTool('links'), { devDashboard: false })).toBeNull();
    expect(match(paths.devTool('links'))).toMatchObject({ remote: 'devtools' });
    expect(matchRoute(paths.callAnalytics, { devDashboard: false })).toMatchObject({ kind: 'page', route: { remote: 'devtools' } });
  });

  it('prerenders every page but the call analytics and the dev dashboard', () => {
    expect(routeTable.filter((route) => !isPrerendered(route)).map((route) => route.path)).toEqual([
      paths.callAnalytics,
      paths.devDashboard,
      '/dev-dashboard/:toolId',
    ]);
    expect(routeTable.filter(isPrerendered)).toHaveLength(15);
  });
});
