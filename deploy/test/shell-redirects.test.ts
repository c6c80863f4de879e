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

  it('never redirects to another host', async () => {
    const answer = await site().get('//evil.example/');
    expect(answer.status).toBe(404);
    expect(answer.headers.location).toBeUndefined();
  });
});
