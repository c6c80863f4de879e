import { matchPattern, redirectRules, resolveRedirect } from '../src';

describe('redirect rules', () => {
  it.each([
    ['/methods/product-vision', '/references/bootcamp-workshop'],
    ['/services/web-development', '/services/web-applications'],
    ['/bubble-prototyp', '/services/no-code-development'],
    ['/scrum-prozess', '/methods/roles/scrum-method'],
    ['/scrum-rituale', '/methods/agile-teams'],
    ['/de', '/'],
    ['/de/', '/'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/fr', '/'],
    ['/fr/', '/'],
    ['/for', '/software-for'],
    ['/for/kmu', '/software-for/kmu'],
    ['/references/fahrzeugdatenmplattform', '/references/fahrzeugdatenplattform'],
  ])('sends %s to %s (docs/product.md section 3)', (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
  });

  it('drops trailing slashes, and leaves the canonical addresses alone', () => {
    expect(resolveRedirect('/about/')).toBe('/about');
    expect(resolveRedirect('/services/ai-development//')).toBe('/services/ai-development');
    expect(resolveRedirect('/for/kmu/')).toBe('/software-for/kmu');
    expect(resolveRedirect('/')).toBeNull();
    expect(resolveRedirect('/about')).toBeNull();
    expect(resolveRedirect('/software-for/kmu')).toBeNull();
  });

  it('encodes the carried segment so a target cannot gain a path or a host', () => {
    expect(resolveRedirect('/for/a%2F..%2F%2Fevil.example')).toBe('/software-for/a%2F..%2F%2Fevil.example');
  });

  it('matches whole segments only', () => {
    expect(matchPattern('/for/:id', '/for')).toBeNull();
    expect(matchPattern('/for/:id', '/for/a/b')).toBeNull();
    expect(matchPattern('/for/:id', '/fore/a')).toBeNull();
    expect(matchPattern('/for/:id', '/for/kmu')).toEqual({ id: 'kmu' });
  });

  it('never redirects to another redirect', () => {
    for (const rule of redirectRules) expect(resolveRedirect(rule.to.replace(':id', 'kmu'))).toBeNull();
  });
});
