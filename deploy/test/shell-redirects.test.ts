import { specifiedRedirects } from '@isarlicht/contracts/routes/specified-redirects';
import { contentSecurityPolicy, scriptHashSource } from '../src';
import { bootScript } from './support/fixture-dist';
import { sampleConfig } from './support/sample-config';
import { useShellSite } from './support/shell-site';

const site = useShellSite(sampleConfig);

const redirects: [string, string][] = [
  ...specifiedRedirects.map(([from, to]): [string, string] => [from, to]),
  ['/for/kmu/', '/software-for/kmu'],
  ['/de/', '/'],
  ['/about/', '/about'],
  ['/services/ai-development//', '/services/ai-development'],
  ['/about/?utm_source=x&b=1', '/about?utm_source=x&b=1'],
  ['/for/logistics?ref=alt', '/software-for/logistics?ref=alt'],
];

describe('shell server redirects', () => {
  it.each(redirects)('%s → 301 %s', async (from, to) => {
    const answer = await site().get(from);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(to);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends the document headers with a redirect's HTML body", async () => {
    const answer = await site().get('/about/', { accept: 'text/html' });
    expect(answer.status).toBe(301);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy(sampleConfig, [scriptHashSource(bootScript)]));
  });

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    '/\\evil.example//',
    '/%5Cevil.example/',
    '/%5C%5Cevil.example/',
    '/for/%5Cevil.example',
    '/about%0d%0aSet-Cookie:x=1/',
  ])('never redirects %s to another host: only plain path segments become a Location', async (path) => {
    const answer = await site().get(path);
    expect(answer.status).toBe(404);
    expect(answer.headers.location).toBeUndefined();
  });
});
