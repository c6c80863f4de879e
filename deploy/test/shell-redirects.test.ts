import { redirectRules } from '@isarlicht/shared';
import { sampleConfig } from './support/sample-config';
import { useShellSite } from './support/shell-site';

const site = useShellSite(sampleConfig);

const redirects: [string, string][] = [
  ...redirectRules.filter((rule) => !rule.from.includes(':')).map((rule): [string, string] => [rule.from, rule.to]),
  ['/for/kmu', '/software-for/kmu'],
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

  it.each(['//evil.example/', '/\\evil.example/', '/\\evil.example//', '/%5Cevil.example/', '/%5C%5Cevil.example/', '/for/%5Cevil.example', '/about%0d%0aSet-Cookie:x=1/'])(
    'never redirects %s to another host: only plain path segments become a Location',
    async (path) => {
      const answer = await site().get(path);
      expect(answer.status).toBe(404);
      expect(answer.headers.location).toBeUndefined();
    },
  );
});
