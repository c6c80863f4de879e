import { contentSecurityPolicy, nginxSiteFiles, permissionsPolicy } from '../src';
import { sampleConfig } from './support/sample-config';
import { samplePages, sampleRoots } from './support/sample-pages';

const ports = { shell: 80, marketing: 8081, references: 8082, consent: 8083, devtools: 8084 };
// The remotes' live manifests are read from their roots: the redirects come from their pages.
const roots = { shell: '/srv/shell', ...sampleRoots() };
const files = nginxSiteFiles({ config: sampleConfig, ports, roots, outDir: '/etc/nginx/isarlicht' });
const shell = files['shell.conf'] ?? '';
const redirects = files['shell-redirects.locations'] ?? '';

/** The body of `location <match> { … }` in a generated file, at the top of it or inside the server block. */
function locationBody(conf: string, match: string): string {
  const start = conf.indexOf(`location ${match} {\n`);
  if (start === -1) throw new Error(`no location ${match}`);
  const indent = conf.slice(conf.lastIndexOf('\n', start) + 1, start);
  return conf.slice(start, conf.indexOf(`\n${indent}}`, start));
}

const headerLine = (name: string, value: string) => `add_header ${name} "${value}" always;`;
const baseLines = [
  headerLine('X-Content-Type-Options', 'nosniff'),
  headerLine('Referrer-Policy', 'strict-origin-when-cross-origin'),
  headerLine('Permissions-Policy', permissionsPolicy),
];

describe('nginx shell server', () => {
  it('listens, serves the shell build, compresses and answers 404 with the not-found page', () => {
    for (const line of [
      'listen 80;',
      'root "/srv/shell";',
      'gzip on;',
      'gzip_static on;',
      'absolute_redirect off;',
      'error_page 404 /404.html;',
      'disable_symlinks on;',
    ])
      expect(shell).toContain(line);
    const gzipTypes = /gzip_types ([^;]*);/.exec(shell)?.[1]?.split(' ');
    expect(gzipTypes).toEqual(expect.arrayContaining(['text/css', 'application/javascript', 'application/json', 'image/svg+xml']));
    expect(locationBody(shell, '= /404.html')).toContain('internal;');
  });

  it.each([
    ['= /bubble-prototyp', '/services/no-code-development'],
    ['= /de', '/'],
    ['= /de/', '/'],
    ['= /for', '/software-for'],
    ['~ ^/for(/[a-z0-9-]+)/*$', '/software-for$1'],
  ])("redirects the pages' old address %s to %s with the query and the headers", (match, to) => {
    const body = locationBody(redirects, match);
    expect(body).toContain(`return 301 ${to}$is_args$args;`);
    for (const line of baseLines) expect(body).toContain(line);
  });

  it('includes the redirect locations from the file a deploy rewrites', () => {
    expect(shell).toContain('    include "/etc/nginx/isarlicht/shell-redirects.locations";\n');
    expect(redirects).not.toContain('server');
  });

  it('redirects any address with a trailing slash to the one without, with the query and the headers', () => {
    const body = locationBody(shell, '~ ^((?:/[A-Za-z0-9._-]+)+)/+$');
    expect(body).toContain('return 301 $1$is_args$args;');
    for (const line of baseLines) expect(body).toContain(line);
  });

  it('serves pages from their .html file, `/` from index.html, client-only pages from app.html, with the CSP', () => {
    const csp = headerLine('Content-Security-Policy', contentSecurityPolicy(sampleConfig));
    const pages = locationBody(shell, '~ ^(?:/[a-z0-9-]+)+$');
    expect(pages).toContain('try_files $uri.html =404;');
    expect(locationBody(shell, '= /')).toContain('try_files /index.html =404;');
    expect(locationBody(shell, '= /vapi-dashboard')).toContain('try_files /app.html =404;');
    for (const match of ['~ ^(?:/[a-z0-9-]+)+$', '= /', '= /vapi-dashboard', '= /404.html']) {
      const body = locationBody(shell, match);
      expect(body).toContain(csp);
      expect(body).toContain(headerLine('Cache-Control', 'no-cache'));
      for (const line of baseLines) expect(body).toContain(line);
    }
  });

  it('refuses direct .html requests in any case, build statistics, dotfiles and the build documents by name', () => {
    expect(locationBody(shell, '~* \\.html$')).toContain('return 404;');
    expect(locationBody(shell, '~* (?:^|/)mf-stats\\.json$')).toContain('return 404;');
    for (const folder of ['chunks', 'styles', 'assets']) {
      expect(locationBody(shell, `^~ /${folder}/`)).toContain('location ~* \\.html$ {\n            return 404;');
    }
    expect(locationBody(shell, '~ /\\.')).toContain('return 404;');
    for (const name of ['/index', '/app', '/404']) expect(locationBody(shell, `= ${name}`)).toContain('return 404;');
  });

  it('adds the document CSP to any HTML nginx sends itself (a 301 body, a 405), and to nothing else', () => {
    const csp = contentSecurityPolicy(sampleConfig);
    expect(shell.startsWith(`map $sent_http_content_type $isarlicht_document_csp {\n    ~*^text/html "${csp}";\n    default "";\n}`)).toBe(
      true,
    );
    const guard = 'add_header Content-Security-Policy $isarlicht_document_csp always;';
    for (const match of ['~ ^((?:/[A-Za-z0-9._-]+)+)/+$', '^~ /chunks/', '~ \\.[A-Za-z0-9]+$', '= /remotes.json'])
      expect(locationBody(shell, match)).toContain(guard);
    for (const match of ['= /de', '~ ^/for(/[a-z0-9-]+)/*$']) expect(locationBody(redirects, match)).toContain(guard);
    expect(locationBody(shell, '= /')).not.toContain(guard);
  });

  it('orders the regexes like the express rules: redirects, .html, client-only, files, pages', () => {
    const order = [
      'include "',
      'location ~ ^((?:/',
      'location ~* \\.html$',
      'location ~ \\.[A-Za-z0-9]+$',
      'location ~ ^(?:/[a-z0-9-]+)+$',
    ].map((start) => shell.indexOf(`\n    ${start}`));
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('sends the gzip copies, never through the brotli static module, and follows no link', () => {
    for (const conf of ['shell.conf', 'marketing.conf', 'consent.conf']) {
      expect(files[conf]).toContain('gzip_static on;');
      expect(files[conf]).toContain('disable_symlinks on;');
      expect(files[conf]).not.toContain('brotli');
    }
  });

  it('has the dev dashboard only where the configuration switches it on', () => {
    expect(shell).not.toContain('dev-dashboard');
    const on = nginxSiteFiles({ config: { ...sampleConfig, devDashboard: true }, ports, roots, outDir: '/o' })['shell.conf'] ?? '';
    expect(locationBody(on, '= /dev-dashboard')).toContain('try_files /app.html =404;');
    expect(locationBody(on, '~ ^/dev-dashboard(/[a-z0-9-]+)$')).toContain('try_files /app.html =404;');
  });

  it('sets the cache classes and serves remotes.json from the generated file', () => {
    for (const folder of ['chunks', 'styles', 'assets']) {
      expect(locationBody(shell, `^~ /${folder}/`)).toContain(headerLine('Cache-Control', 'public, max-age=31536000, immutable'));
    }
    expect(locationBody(shell, '~ \\.[A-Za-z0-9]+$')).toContain(headerLine('Cache-Control', 'no-cache'));
    expect(locationBody(shell, '= /remotes.json')).toContain('alias "/etc/nginx/isarlicht/remotes.json";');
    const served = JSON.parse(files['remotes.json'] ?? '') as { pages: { remote: string; id: string }[] };
    expect(served).toEqual({ ...sampleConfig, pages: expect.any(Array) as unknown });
    expect(served.pages.map((entry) => `${entry.remote} ${entry.id}`)).toEqual(
      Object.entries(samplePages).flatMap(([remote, pages]) => pages.map((entry) => `${remote} ${(entry as { id: string }).id}`)),
    );
  });
});

describe('nginx remote servers', () => {
  const marketing = files['marketing.conf'] ?? '';

  it('one per remote, named after its host', () => {
    expect(Object.keys(files).sort()).toEqual([
      'consent.conf',
      'devtools.conf',
      'marketing.conf',
      'references.conf',
      'remotes.json',
      'shell-redirects.locations',
      'shell.conf',
    ]);
    expect(marketing).toContain('listen 8081;');
    expect(marketing).toContain('server_name marketing.cdn.example;');
    expect(marketing).toContain('disable_symlinks on;');
  });

  it('sends CORS with every file and has no page for page addresses', () => {
    const cors = headerLine('Access-Control-Allow-Origin', '*');
    for (const match of ['^~ /chunks/', '~ \\.[A-Za-z0-9]+$', '/']) expect(locationBody(marketing, match)).toContain(cors);
    expect(locationBody(marketing, '/')).toContain('try_files $uri =404;');
    expect(locationBody(marketing, '~ \\.[A-Za-z0-9]+$')).toContain('try_files $uri =404;');
  });

  it('serves no HTML and no build statistics, and answers a missing file in plain text', () => {
    expect(locationBody(marketing, '~* \\.html$')).toContain('return 404;');
    expect(locationBody(marketing, '~* (?:^|/)mf-stats\\.json$')).toContain('return 404;');
    expect(locationBody(marketing, '^~ /releases/')).toContain('location ~* (?:^|/)mf-stats\\.json$ {\n            return 404;');
    expect(marketing).toContain('error_page 404 @not-found;');
    expect(locationBody(marketing, '@not-found')).toContain('types { }\n        default_type text/plain;\n        return 404 "Not found";');
  });
});
