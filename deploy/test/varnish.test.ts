import { appNames } from '@isarlicht/tooling/ports';
import { precompressedCopies } from '@isarlicht/tooling/precompressed-copies';
import {
  baseHeaders,
  cacheControlValues,
  corsHeaders,
  edgeVcl,
  immutableFolders,
  nginxSiteFiles,
  probeTiming,
  type EdgeOrigins,
} from '../src';
import { hiddenFile, notFoundAddress, refusedNames } from '../src/http/path-rules';
import { ruleMatch } from '../src/nginx/common';
import { vclRegex, vclString } from '../src/varnish/syntax';
import { sampleConfig } from './support/sample-config';
import { sampleRoots } from './support/sample-pages';

const two = (port: number) => [
  { host: '127.0.0.1', port },
  { host: 'origin-2.internal', port: port + 100 },
];
const origins: EdgeOrigins = { shell: two(9100), marketing: two(9101), references: two(9102), consent: two(9103), devtools: two(9104) };
const vcl = edgeVcl({ origins });

/** The body of `sub <name> { … }` in the generated VCL. */
function sub(name: string): string {
  const start = vcl.indexOf(`sub ${name} {\n`);
  if (start === -1) throw new Error(`no sub ${name}`);
  return vcl.slice(start, vcl.indexOf('\n}\n', start));
}

describe('the edge VCL', () => {
  it('declares a probed backend per origin and a round-robin director per app, routed by its listener', () => {
    expect(vcl.startsWith('vcl 4.1;\n')).toBe(true);
    expect(vcl).toContain('backend shell_1 {\n    .host = "127.0.0.1";\n    .port = "9100";\n    .probe = origin_health;');
    expect(vcl).toContain('backend devtools_2 {\n    .host = "origin-2.internal";\n    .port = "9204";');
    for (const app of appNames) {
      expect(sub('vcl_init')).toContain(`new ${app}_origins = directors.round_robin();`);
      expect(sub('vcl_init')).toContain(`${app}_origins.add_backend(${app}_2);`);
      expect(sub('vcl_recv')).toContain(`(local.socket == "${app}") {\n        set req.backend_hint = ${app}_origins.backend();`);
    }
    expect(vcl).toContain('.url = "/mf-manifest.json";');
  });

  it('takes a dead origin out within a second: two failed probes', () => {
    const { intervalMs, timeoutMs, window, threshold } = probeTiming;
    expect(window - threshold + 1).toBe(2);
    expect(2 * intervalMs + timeoutMs).toBeLessThan(1000);
    expect(vcl).toContain(
      `.interval = ${intervalMs}ms;\n    .timeout = ${timeoutMs}ms;\n    .window = ${window};\n    .threshold = ${threshold};`,
    );
  });

  it('retries a failed read on the next origin of the app, never a request that writes', () => {
    const ring = sub('isarlicht_next_origin');
    expect(ring).toContain('if (beresp.backend == shell_1) {\n        set bereq.backend = shell_2;');
    expect(ring).toContain('} elsif (beresp.backend == shell_2) {\n        set bereq.backend = shell_1;');
    for (const name of ['vcl_backend_error', 'vcl_backend_response']) {
      expect(sub(name)).toContain('(bereq.method == "GET" || bereq.method == "HEAD")');
      expect(sub(name)).toContain('if (bereq.retries < 2) {\n');
      expect(sub(name)).toContain('call isarlicht_next_origin;');
    }
    expect(sub('vcl_recv')).toContain('if (!(req.method == "GET" || req.method == "HEAD")) {\n        return (pass);');
  });

  it('keeps a file a year only where the path and the origin both say immutable; everything else is revalidated', () => {
    const response = sub('vcl_backend_response');
    expect(response).toContain(
      `if (bereq.url ~ "^/(?:${immutableFolders.join('|')})/" && beresp.status == 200 && beresp.http.Cache-Control == "${cacheControlValues.immutable}") {`,
    );
    expect(response).toContain('set beresp.ttl = 1ms;\n    set beresp.grace = 86400s;\n    set beresp.keep = 604800s;');
    expect(response).toContain('set beresp.do_stream = false;');
    // Stale copies only when no origin is healthy, or on the second try after every origin failed.
    expect(sub('vcl_recv')).toContain('if (req.restarts == 0 && std.healthy(req.backend_hint)) {\n        set req.grace = 0s;');
    expect(sub('vcl_synth')).toContain(
      'if (resp.status == 503 && req.restarts == 0 && (req.method == "GET" || req.method == "HEAD")) {\n        return (restart);',
    );
  });

  it('sends the base headers on every answer and CORS on the remotes, its own answers as plain text', () => {
    const headers = sub('isarlicht_headers');
    for (const [name, value] of baseHeaders) expect(headers).toContain(`    set resp.http.${name} = "${value}";`);
    for (const [name, value] of corsHeaders) expect(headers).toContain(`        set resp.http.${name} = "${value}";`);
    expect(headers).toContain(
      'if (local.socket == "marketing" || local.socket == "references" || local.socket == "consent" || local.socket == "devtools") {',
    );
    expect(sub('vcl_deliver')).toContain('unset resp.http.X-Varnish;');
    expect(sub('vcl_synth')).toContain('set resp.http.Content-Type = "text/plain; charset=utf-8";');
  });

  it('hashes by listener and path, with no cookie or credentials, and one spelling of the encodings the origins send', () => {
    expect(sub('vcl_hash')).toContain('hash_data(local.socket);\n    hash_data(req.url);\n    return (lookup);');
    const receive = sub('vcl_recv');
    expect(receive).toContain('unset req.http.Cookie;');
    expect(receive).toContain(`set req.http.Accept-Encoding = "${precompressedCopies.map((copy) => copy.encoding).join(', ')}";`);
    expect(receive).toContain('    } else {\n        unset req.http.Accept-Encoding;');
  });
});

describe('one list of rules for the servers, the nginx config and the edge', () => {
  const files = nginxSiteFiles({
    config: sampleConfig,
    ports: { shell: 80, marketing: 8081, references: 8082, consent: 8083, devtools: 8084 },
    roots: { shell: '/srv/shell', ...sampleRoots() },
    outDir: '/etc/nginx/isarlicht',
  });

  it.each([hiddenFile, ...refusedNames])('refuses %j in nginx and at the edge alike', (rule) => {
    for (const conf of [files['shell.conf'] ?? '', files['marketing.conf'] ?? '']) expect(conf).toContain(`location ${ruleMatch(rule)} {`);
    expect(sub('vcl_recv')).toContain(`regsub(req.url, "\\?.*$", "") ~ ${vclRegex(rule)}`);
  });

  it('asks the origin for the not-found address instead of a refused name, which both servers answer with 404', () => {
    expect(sub('vcl_recv')).toContain(`    set req.url = "${notFoundAddress}";`);
    expect(files['shell.conf']).toContain(`location = ${notFoundAddress} {\n        return 404;`);
  });
});

describe('the VCL writers take nothing that could end a string or a declaration', () => {
  const withOrigin = (host: string, port = 9100): string => edgeVcl({ origins: { ...origins, marketing: [{ host, port }] } });

  it.each(['127.0.0.1"; }\nbackend evil {', 'origin 2', 'ori"gin', 'örigin.example', '', 'a\r\nb'])(
    'refuses the origin host %j',
    (host) => {
      expect(() => withOrigin(host)).toThrow(`cannot write ${JSON.stringify(host)} into a VCL as an origin host`);
    },
  );

  it.each([0, 65536, 80.5, Number.NaN])('refuses the port %d', (port) => {
    expect(() => withOrigin('127.0.0.1', port)).toThrow('as a TCP port');
  });

  it.each(['/health"; }', '/../mf-manifest.json', '/.env', 'health', '/a b'])('refuses the probe path %j', (probePath) => {
    expect(() => edgeVcl({ origins, probePath })).toThrow(`cannot write ${JSON.stringify(probePath)} into a VCL as a path`);
  });

  it('refuses an app without an origin', () => {
    expect(() => edgeVcl({ origins: { ...origins, consent: [] } })).toThrow('the edge needs at least one origin of consent');
  });

  it('writes a probe path of plain segments', () => {
    expect(edgeVcl({ origins, probePath: '/health/live' })).toContain('.url = "/health/live";');
  });
});

describe('vclString', () => {
  it.each(['say "hi"', 'line\nbreak', 'tab\there', 'ümlaut', 'nul\u0000'])('refuses %j rather than change it', (value) => {
    expect(() => vclString(value)).toThrow(`cannot write ${JSON.stringify(value)} into a VCL as a string`);
  });

  it('writes a backslash as it is: VCL strings know no escape', () => {
    expect(vclString('\\?.*$')).toBe('"\\?.*$"');
  });
});
