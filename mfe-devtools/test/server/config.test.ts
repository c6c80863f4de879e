import { callAnalyticsOptionsFromEnv } from '../../server/config';

const origins = { shell: 'https://www.example.de', devtools: 'https://devtools.example.de' };
const hash = `$2a$12$${'a'.repeat(53)}`;

describe('settings from the environment', () => {
  it('fails closed with nothing configured, and is strict in production', () => {
    const options = callAnalyticsOptionsFromEnv('production', origins, {});
    expect(options).toMatchObject({
      credentials: null,
      source: null,
      allowedOrigins: [origins.shell],
      secureCookie: true,
      trustedProxies: 0,
    });
    expect(callAnalyticsOptionsFromEnv('development', origins, {})).toMatchObject({
      allowedOrigins: [origins.shell, origins.devtools],
      secureCookie: false,
    });
  });

  it('prefers Vapi when a private key is set, else the export', () => {
    expect(
      callAnalyticsOptionsFromEnv('production', origins, { VAPI_PRIVATE_KEY: 'k', CALL_ANALYTICS_EXPORT: '/tmp/calls.json' }).source?.kind,
    ).toBe('vapi');
    expect(callAnalyticsOptionsFromEnv('production', origins, { CALL_ANALYTICS_EXPORT: '/tmp/calls.json' }).source?.kind).toBe('export');
  });

  it('reads the proxies to trust and rejects what is not a count', () => {
    expect(callAnalyticsOptionsFromEnv('production', origins, { CALL_ANALYTICS_TRUSTED_PROXIES: '1' }).trustedProxies).toBe(1);
    expect(() => callAnalyticsOptionsFromEnv('production', origins, { CALL_ANALYTICS_TRUSTED_PROXIES: 'yes' })).toThrow(
      'CALL_ANALYTICS_TRUSTED_PROXIES',
    );
  });

  it('accepts only a bcrypt hash as the password', () => {
    expect(
      callAnalyticsOptionsFromEnv('production', origins, { CALL_ANALYTICS_USER: 'team', CALL_ANALYTICS_PASSWORD_HASH: hash }).credentials,
    ).toEqual({ user: 'team', passwordHash: hash });
    expect(() =>
      callAnalyticsOptionsFromEnv('production', origins, { CALL_ANALYTICS_USER: 'team', CALL_ANALYTICS_PASSWORD_HASH: 'klartext' }),
    ).toThrow('bcrypt');
  });
});
