import { addressLimits, addressProblem, isAddressPattern, isSegmentValue } from '../src/routes/address-grammar';
import { compilePattern } from '../src/routes/compiled-pattern';
import { matchPattern } from '../src/routes/match-pattern';

describe('the address grammar', () => {
  it.each(['/', '/about', '/services/:serviceId', '/dev-dashboard/:toolId?', '/software-for/kmu', '/a/:b/c/:d'])('takes %s', (pattern) => {
    expect(addressProblem(pattern)).toBeNull();
  });

  it.each([
    ['/about us', 'the character " " (U+0020) at position 7 is not allowed in an address'],
    ['/a;return 301 x', 'the character ";" (U+003B) at position 3 is not allowed in an address'],
    ['/a\n}', 'the character "\\n" (U+000A) at position 3 is not allowed in an address'],
    ['/a{', 'the character "{" (U+007B) at position 3 is not allowed in an address'],
    ['/references/:slug/*', 'the character "*" (U+002A) at position 19 is not allowed in an address'],
    ['//evil.com', 'the character "." (U+002E) at position 7 is not allowed in an address'],
    ['//evil', 'it has an empty segment (//)'],
    ['/references/:slug/', 'it ends with /'],
    ['about', 'it does not start with /'],
    ['/About', 'the segment "About" is neither lower-case words with hyphens nor a :param'],
    ['/:a?/b', 'the optional param :a? is not the last segment'],
    ['/:a/:a', 'the param :a appears twice'],
    ['/:a/:b/:c/:d', `it has more than ${addressLimits.params} params`],
    [`/${'a/'.repeat(addressLimits.segments)}a`, `it has more than ${addressLimits.segments} segments`],
  ])('refuses %j: %s', (pattern, problem) => {
    expect(addressProblem(pattern)).toBe(problem);
  });

  it('refuses the many optional params that would make a regex matcher backtrack', () => {
    const pattern = `${Array.from({ length: 40 }, (_, index) => `/:a${index}?`).join('')}/z`;
    expect(isAddressPattern(pattern)).toBe(false);
  });
});

describe('a compiled pattern', () => {
  it('matches whole segments of the grammar and returns the params', () => {
    const service = compilePattern('/services/:serviceId');
    expect(service.match('/services/ai-development')).toEqual({ serviceId: 'ai-development' });
    expect(service.match('/services')).toBeNull();
    expect(service.match('/services/ai-development/')).toBeNull();
    expect(service.match('/services/AI')).toBeNull();
    expect(service.match('/services/a%20b')).toBeNull();
    expect(service.match('/services/a/b')).toBeNull();
  });

  it('takes an optional last param as present or absent', () => {
    const tool = compilePattern('/dev-dashboard/:toolId?');
    expect(tool.match('/dev-dashboard')).toEqual({});
    expect(tool.match('/dev-dashboard/tests')).toEqual({ toolId: 'tests' });
    expect(tool.match('/dev-dashboard/')).toBeNull();
  });

  it('matches the start page only to itself', () => {
    expect(compilePattern('/').match('/')).toEqual({});
    expect(compilePattern('/').match('/about')).toBeNull();
  });

  it('cannot be made from a pattern outside the grammar', () => {
    expect(() => compilePattern('/a/*')).toThrow('is no address');
  });
});

describe('the one path matcher', () => {
  it('refuses to match by a pattern outside the grammar instead of compiling it to a regex', () => {
    const backtracking = `${Array.from({ length: 40 }, (_, index) => `/:a${index}?`).join('')}/z`;
    expect(() => matchPattern(backtracking, '/z')).toThrow('is no address');
    expect(() => matchPattern('/references/:slug/*', '/references/kiekje/x')).toThrow('is no address');
  });

  it('compares at most one segment of the path per segment of the pattern, whatever the path', () => {
    const widest = compilePattern('/a/b/c/d/e/:x/:y/:z?');
    const comparisons = (path: string) => {
      let reads = 0;
      const parts = path.slice(1).split('/');
      const counted = new Proxy(parts, {
        get: (target, key, receiver): unknown => {
          if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
      widest.matchParts(counted);
      return reads;
    };
    expect(comparisons(`/${'a/'.repeat(5000)}b`)).toBe(0);
    expect(comparisons(`/a/b/c/d/e/${'x'.repeat(5000)}/y/z`)).toBeLessThanOrEqual(addressLimits.segments);
    expect(comparisons(`/z/b/c/d/e/x/y/z`)).toBeLessThanOrEqual(addressLimits.segments);
  });

  it('takes a value of one segment of the grammar only', () => {
    expect(['kiekje', 'ai-2', 'A', 'a b', '', 'münchen', '%41'].map(isSegmentValue)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
