import { benchEnv } from '../src/site-server';

const portsOf = (env: NodeJS.ProcessEnv) =>
  ['SHELL_PORT', 'MARKETING_PORT', 'REFERENCES_PORT', 'CONSENT_PORT', 'DEVTOOLS_PORT', 'CALL_ANALYTICS_PORT'].map((name) => env[name]);

describe("the bench site's ports", () => {
  it('are apart from the ports of a site `npm start` already serves, the call-analytics API included', () => {
    expect(portsOf(benchEnv({}))).toEqual(['8180', '8181', '8182', '8183', '8184', '8185']);
  });

  it('follow the environment where it names them', () => {
    expect(portsOf(benchEnv({ SHELL_PORT: '9600', CALL_ANALYTICS_PORT: '9605' }))).toEqual([
      '9600',
      '8181',
      '8182',
      '8183',
      '8184',
      '9605',
    ]);
  });
});
