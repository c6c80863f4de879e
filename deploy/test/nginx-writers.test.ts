import { readFileSync } from 'node:fs';
import path from 'node:path';
import { redirectsFile } from '../src/nginx/redirect-locations';
import { addressRegex, addressTarget, nginxAddress } from '../src/nginx/syntax';

/** What a slice's manifest could declare to write nginx directives of its own, by the character that would do it. */
const injected = Object.entries(
  JSON.parse(readFileSync(path.join(__dirname, 'fixtures', 'injected-addresses.json'), 'utf8')) as Record<string, string>,
);

describe('nginx writers accept only the address grammar', () => {
  it.each(injected)('refuses an address with %s, naming it and the problem', (_what, value) => {
    expect(() => nginxAddress(value)).toThrow(`cannot write ${JSON.stringify(value)} into an nginx config: `);
    expect(() => addressRegex(value)).toThrow(JSON.stringify(value));
    expect(() => addressTarget(value, [])).toThrow(JSON.stringify(value));
  });

  it.each(injected)('writes no redirect file from an old address with %s', (_what, value) => {
    expect(() => redirectsFile([{ from: value, to: '/about' }])).toThrow(JSON.stringify(value));
    expect(() => redirectsFile([{ from: `${value}/:id`, to: '/about/:id' }])).toThrow(`${JSON.stringify(`${value}/:id`)} is no address`);
  });

  it.each(injected)('writes no redirect file to a page path with %s', (_what, value) => {
    expect(() => redirectsFile([{ from: '/alt', to: value }])).toThrow(JSON.stringify(value));
    expect(() => redirectsFile([{ from: '/alt/:id', to: value }])).toThrow(JSON.stringify(value));
  });

  it('refuses a target whose param the old address does not capture', () => {
    expect(() => redirectsFile([{ from: '/for/:industryId', to: '/software-for/:other' }])).toThrow(':other');
  });

  it('writes a param as one capture of its slash and lower-case segment, in the order of the old address', () => {
    expect(addressRegex('/for/:industryId')).toEqual({ source: '/for(/[a-z0-9-]+)', params: ['industryId'] });
    expect(addressRegex('/a/:x/b/:y?')).toEqual({ source: '/a(/[a-z0-9-]+)/b(/[a-z0-9-]+)?', params: ['x', 'y'] });
    expect(addressRegex('/')).toEqual({ source: '/', params: [] });
    expect(addressTarget('/b/:y/c/:x', ['x', 'y'])).toBe('/b$2/c$1');
    expect(addressTarget('/software-for', [])).toBe('/software-for');
    expect(addressTarget('/', [])).toBe('/');
    const file = redirectsFile([{ from: '/a/:x/:y?', to: '/b/:x/:y?' }]);
    expect(file).toContain('location ~ ^/a(/[a-z0-9-]+)(/[a-z0-9-]+)?/*$ {\n');
    expect(file).toContain('return 301 /b$1$2$is_args$args;');
  });
});
