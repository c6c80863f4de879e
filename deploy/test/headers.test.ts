import {
  baseHeaders,
  cspDirectives,
  contentSecurityPolicy,
  htmlHeaders,
  inlineBootScript,
  inlineScriptHashes,
  permissionsPolicy,
  scriptHashSource,
} from '../src';
import { bootScript, shellFiles, writeDist } from './support/fixture-dist';
import { deploymentConfigFromEnv } from '@isarlicht/tooling/ports';
import { localConfig, sampleConfig, sampleEnv } from './support/sample-config';

const remotes = ['https://marketing.cdn.example', 'https://references.cdn.example', 'https://consent.cdn.example:8443'];
const ga = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'];

describe('Content-Security-Policy', () => {
  const csp = cspDirectives(sampleConfig);

  it('allows scripts from ourselves, the remotes and the consented third parties only', () => {
    expect(csp['script-src']).toEqual([
      "'self'",
      ...remotes,
      'https://cdn.jsdelivr.net/gh/VapiAI/html-script-tag@1.1.7/dist/assets/index.js',
      'https://*.daily.co',
      'https://static.hsappstatic.net',
      'https://www.googletagmanager.com',
    ]);
    expect(csp['script-src']?.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('allows the Vapi script by its exact path, never its whole CDN, and not at all without its hash', () => {
    const vapi = (scriptUrl: string, scriptIntegrity: string) =>
      cspDirectives({
        ...sampleConfig,
        thirdParty: { ...sampleConfig.thirdParty, vapi: { ...sampleConfig.thirdParty.vapi, scriptUrl, scriptIntegrity } },
      })['script-src'] ?? [];
    const hash = sampleConfig.thirdParty.vapi.scriptIntegrity;
    expect(vapi('https://cdn.example/vapi@2.0.0/widget.js?v=2#top', hash)).toContain('https://cdn.example/vapi@2.0.0/widget.js');
    expect(vapi('https://cdn.example/vapi@2.0.0/widget.js', '').join(' ')).not.toContain('//cdn.example');
    expect(csp['script-src']).not.toContain('https://cdn.jsdelivr.net');
  });

  it('has every other directive exactly', () => {
    expect(csp).toEqual({
      // Firefox applies default-src to rel=prefetch of a remote's files.
      'default-src': ["'self'", ...remotes],
      'script-src': expect.any(Array),
      'style-src': ["'self'", ...remotes, "'unsafe-inline'"],
      'img-src': [
        "'self'",
        'data:',
        ...remotes,
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.googletagmanager.com',
      ],
      'font-src': ["'self'", 'data:', ...remotes],
      'connect-src': [
        "'self'",
        ...remotes,
        'https://calls.isarlicht.example',
        ...ga,
        'https://api.vapi.ai',
        'https://*.daily.co',
        'wss://*.daily.co',
      ],
      'worker-src': ["'self'", 'blob:'],
      'frame-src': ['https://www.google.com', 'https://meetings-eu1.hubspot.com'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('follows the configuration: local remotes, no analytics hosts without a measurement id', () => {
    const local = cspDirectives(localConfig);
    expect(local['script-src']).toEqual(expect.arrayContaining(['http://localhost:8081', 'http://localhost:8084']));
    expect(Object.values(local).flat().join(' ')).not.toContain('google-analytics');
    expect(local['script-src']).not.toContain('https://www.googletagmanager.com');
    expect(local['connect-src']).toContain('http://localhost:8085');
  });

  it('allows gtag.js from where the configuration says it loads', () => {
    const moved = cspDirectives(
      deploymentConfigFromEnv('production', { ...sampleEnv, GA_SCRIPT_URL: 'https://gtm.isarlicht.example/gtag/js' }),
    );
    expect(moved['script-src']).toContain('https://gtm.isarlicht.example');
    expect(moved['script-src']).not.toContain('https://www.googletagmanager.com');
  });

  it('lets the site frame itself only where the dev dashboard is on (its tools render pages in a frame)', () => {
    const withDashboard = cspDirectives({ ...sampleConfig, devDashboard: true });
    expect(withDashboard['frame-ancestors']).toEqual(["'self'"]);
    expect(withDashboard['frame-src']).toContain("'self'");
    expect(cspDirectives(sampleConfig)['frame-src']).not.toContain("'self'");
  });

  it('allows an inline script by the hash of its exact text, and nothing else inline', () => {
    // sha256 of `(()=>{document.title="boot"})();`, base64, computed outside this code base.
    const hash = "'sha256-pHN2qfn+918HP5mex2jI6F9Q6VRjSKoo9ToZrQ7ff+o='";
    expect(scriptHashSource('(()=>{document.title="boot"})();')).toBe(hash);
    expect(scriptHashSource('(()=>{document.title="boot"})(); ')).not.toBe(hash);
    const withHash = cspDirectives(sampleConfig, [hash]);
    expect(withHash['script-src']?.slice(0, 3)).toEqual(["'self'", hash, remotes[0]]);
    expect(withHash['script-src']?.join(' ')).not.toMatch(/unsafe-inline/);
    expect(htmlHeaders(sampleConfig, [hash])).toEqual([['Content-Security-Policy', contentSecurityPolicy(sampleConfig, [hash])]]);
  });

  it("hashes the shell build's boot script as the pages inline it: without its source-map comment", () => {
    const dist = writeDist(shellFiles);
    try {
      expect(inlineBootScript(dist.root)).toBe(bootScript);
      expect(inlineScriptHashes(dist.root)).toEqual(["'sha256-pHN2qfn+918HP5mex2jI6F9Q6VRjSKoo9ToZrQ7ff+o='"]);
    } finally {
      dist.remove();
    }
    const withoutBoot = writeDist({ 'app.html': shellFiles['app.html'] ?? '' });
    try {
      expect(inlineBootScript(withoutBoot.root)).toBeNull();
      expect(inlineScriptHashes(withoutBoot.root)).toEqual([]);
    } finally {
      withoutBoot.remove();
    }
  });

  it('serialises as `name sources; …`', () => {
    expect(contentSecurityPolicy(sampleConfig)).toMatch(
      /^default-src 'self' https:\/\/marketing\.cdn\.example [^;]*; script-src 'self' https:\/\/marketing\.cdn\.example /,
    );
    expect(contentSecurityPolicy(sampleConfig)).toContain("; frame-ancestors 'none'");
    expect(htmlHeaders(sampleConfig)).toEqual([['Content-Security-Policy', contentSecurityPolicy(sampleConfig)]]);
  });
});

describe('headers on every response', () => {
  it('are nosniff, the referrer policy and the permissions policy', () => {
    expect(Object.fromEntries(baseHeaders)).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': permissionsPolicy,
    });
  });

  it('allow the microphone to our own document only and deny the rest', () => {
    const features = permissionsPolicy.split(', ');
    expect(features).toContain('microphone=(self)');
    for (const feature of ['camera', 'geolocation', 'payment', 'usb']) expect(features).toContain(`${feature}=()`);
    expect(features.filter((feature) => feature !== 'microphone=(self)').every((feature) => feature.endsWith('=()'))).toBe(true);
  });
});
