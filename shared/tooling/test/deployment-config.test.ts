import { DeploymentConfigError, parseDeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { deploymentConfigFromEnv, portOf } from '../src/ports';

const valid = {
  remotes: {
    marketing: 'https://cdn.example/marketing/v12/mf-manifest.json',
    references: 'http://localhost:8082/mf-manifest.json',
    consent: 'http://localhost:8083/mf-manifest.json',
    devtools: 'http://localhost:8084/mf-manifest.json',
  },
  devDashboard: false,
  thirdParty: {
    googleMapsEmbedUrl: 'https://www.google.com/maps/embed/v1/place?q=M%C3%BCnchen',
    hubspotMeetingsUrl: 'https://meetings-eu1.hubspot.com/team/erstgespraech?embed=true',
    hubspotScriptUrl: 'https://static.hsappstatic.net/MeetingsEmbed/ex/MeetingsEmbedCode.js',
    vapi: {
      scriptUrl: 'https://cdn.example/vapi@1.0.0/vapi.js',
      scriptIntegrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
      publicKey: 'pk-123',
      assistantId: 'as-456',
    },
    gaMeasurementId: 'G-ABC123',
    gaScriptUrl: 'https://www.googletagmanager.com/gtag/js',
  },
  consentDefault: 'all-on',
  callAnalytics: { apiUrl: 'https://analytics.isarlicht-digital.example' },
};

describe('deployment configuration', () => {
  it('accepts a complete configuration', () => {
    expect(parseDeploymentConfig(valid)).toEqual(valid);
  });

  it.each([
    ['not an object', 'remotes.json'],
    ['a missing remote', { ...valid, remotes: { ...valid.remotes, consent: undefined } }],
    ['a relative URL', { ...valid, remotes: { ...valid.remotes, marketing: '/marketing/mf-manifest.json' } }],
    ['a non-boolean flag', { ...valid, devDashboard: 'yes' }],
    ['no third-party section', { ...valid, thirdParty: undefined }],
    [
      'a script URL that is not absolute',
      { ...valid, thirdParty: { ...valid.thirdParty, vapi: { ...valid.thirdParty.vapi, scriptUrl: 'vapi.js' } } },
    ],
    [
      'an integrity that is no hash',
      { ...valid, thirdParty: { ...valid.thirdParty, vapi: { ...valid.thirdParty.vapi, scriptIntegrity: 'md5-abc" onload="x' } } },
    ],
    ['no call-analytics API', { ...valid, callAnalytics: undefined }],
    ['a relative call-analytics API', { ...valid, callAnalytics: { apiUrl: '/api' } }],
    ['an id with markup', { ...valid, thirdParty: { ...valid.thirdParty, gaMeasurementId: '"><script>' } }],
    ['no gtag script URL', { ...valid, thirdParty: { ...valid.thirdParty, gaScriptUrl: undefined } }],
    ['an unknown consent default', { ...valid, consentDefault: 'none' }],
  ])('rejects %s', (_case, value) => {
    expect(() => parseDeploymentConfig(value)).toThrow(DeploymentConfigError);
  });

  it('reads a configuration without a Vapi script hash as one without a hash (the assistant stays off)', () => {
    const { scriptIntegrity: _omitted, ...older } = valid.thirdParty.vapi;
    expect(parseDeploymentConfig({ ...valid, thirdParty: { ...valid.thirdParty, vapi: older } }).thirdParty.vapi.scriptIntegrity).toBe('');
  });

  it('pins the Vapi script with its hash; a deployment that names its own script must name its hash too', () => {
    expect(deploymentConfigFromEnv('production', {}).thirdParty.vapi).toMatchObject({
      scriptUrl: 'https://cdn.jsdelivr.net/gh/VapiAI/html-script-tag@1.1.7/dist/assets/index.js',
      scriptIntegrity: 'sha384-bbIh02H7kwndJWDOcWXx2bcQYeetrlEsxjVyWmAWHMTK4tw3CTWa5Ot8xB9piMFz',
    });
    const own = { VAPI_SCRIPT_URL: 'https://cdn.example/vapi@2.0.0/vapi.js' };
    expect(deploymentConfigFromEnv('production', own).thirdParty.vapi).toMatchObject({
      ...{ scriptUrl: own.VAPI_SCRIPT_URL },
      scriptIntegrity: '',
    });
    const withHash = { ...own, VAPI_SCRIPT_INTEGRITY: valid.thirdParty.vapi.scriptIntegrity };
    expect(deploymentConfigFromEnv('production', withHash).thirdParty.vapi.scriptIntegrity).toBe(valid.thirdParty.vapi.scriptIntegrity);
  });

  it('reads a configuration without a consent default as all-on, and keeps all-off', () => {
    const { consentDefault: _omitted, ...older } = valid;
    expect(parseDeploymentConfig(older).consentDefault).toBe('all-on');
    expect(parseDeploymentConfig({ ...valid, consentDefault: 'all-off' }).consentDefault).toBe('all-off');
  });

  it('defaults to the local ports, dev dashboard on only in development', () => {
    expect(deploymentConfigFromEnv('production', {})).toMatchObject({
      remotes: {
        marketing: 'http://localhost:8081/mf-manifest.json',
        references: 'http://localhost:8082/mf-manifest.json',
        consent: 'http://localhost:8083/mf-manifest.json',
        devtools: 'http://localhost:8084/mf-manifest.json',
      },
      devDashboard: false,
      callAnalytics: { apiUrl: 'http://localhost:8085' },
    });
    expect(deploymentConfigFromEnv('development', {}).devDashboard).toBe(true);
    expect(deploymentConfigFromEnv('production', { CALL_ANALYTICS_PORT: '9385' }).callAnalytics.apiUrl).toBe('http://localhost:9385');
  });

  it('takes entries, ports and the dev dashboard flag from the environment', () => {
    const config = deploymentConfigFromEnv('production', {
      MARKETING_ENTRY: 'https://cdn.example/marketing/v13/mf-manifest.json',
      REFERENCES_PORT: '9082',
      DEV_DASHBOARD: 'on',
    });
    expect(config.remotes.marketing).toBe('https://cdn.example/marketing/v13/mf-manifest.json');
    expect(config.remotes.references).toBe('http://localhost:9082/mf-manifest.json');
    expect(config.devDashboard).toBe(true);
    expect(parseDeploymentConfig(config)).toEqual(config);
  });

  it('refuses invalid ports and flags instead of guessing', () => {
    expect(() => portOf('shell', { SHELL_PORT: 'http' })).toThrow('SHELL_PORT');
    expect(() => deploymentConfigFromEnv('production', { DEV_DASHBOARD: 'true' })).toThrow('DEV_DASHBOARD');
    expect(() => deploymentConfigFromEnv('production', { CALL_ANALYTICS_PORT: '0' })).toThrow('CALL_ANALYTICS_PORT');
  });
});

describe('third-party configuration from the environment', () => {
  it('is valid by default and takes deployment values', () => {
    const config = deploymentConfigFromEnv('production', { GA_MEASUREMENT_ID: 'G-XYZ789', VAPI_ASSISTANT_ID: 'assistant-1' });
    expect(parseDeploymentConfig(config).thirdParty).toMatchObject({ gaMeasurementId: 'G-XYZ789', vapi: { assistantId: 'assistant-1' } });
  });
});

describe('consent default from the environment', () => {
  it('is all-on without CONSENT_DEFAULT and takes all-off', () => {
    expect(deploymentConfigFromEnv('production', {}).consentDefault).toBe('all-on');
    expect(deploymentConfigFromEnv('production', { CONSENT_DEFAULT: 'all-on' }).consentDefault).toBe('all-on');
    const off = deploymentConfigFromEnv('production', { CONSENT_DEFAULT: 'all-off' });
    expect(parseDeploymentConfig(off).consentDefault).toBe('all-off');
  });

  it('refuses any other value instead of guessing', () => {
    expect(() => deploymentConfigFromEnv('production', { CONSENT_DEFAULT: 'off' })).toThrow('CONSENT_DEFAULT');
  });
});

describe('analytics script from the environment', () => {
  it('is gtag.js by default and follows GA_SCRIPT_URL', () => {
    expect(deploymentConfigFromEnv('production', {}).thirdParty.gaScriptUrl).toBe('https://www.googletagmanager.com/gtag/js');
    const config = deploymentConfigFromEnv('production', { GA_SCRIPT_URL: 'https://gtm.isarlicht-digital.example/gtag/js' });
    expect(parseDeploymentConfig(config).thirdParty.gaScriptUrl).toBe('https://gtm.isarlicht-digital.example/gtag/js');
  });
});
