import { cacheClassOf, cacheControlFor, pageFile } from '../src';

describe('cache classes', () => {
  it.each(['chunks/123.abc.js', '/styles/4.def.css', 'assets/logo.0a1b.svg', 'chunks/nested/9.js'])('%s is immutable', (file) => {
    expect(cacheClassOf(file)).toBe('immutable');
    expect(cacheControlFor(file)).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    'main.js',
    'remoteEntry.js',
    'mf-manifest.json',
    'remotes.json',
    'index.html',
    'about.html',
    'sitemap.xml',
    'chunks',
    'x/chunks/1.js',
  ])('%s is revalidated', (file) => expect(cacheControlFor(file)).toBe('no-cache'));
});

describe('pageFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/services', 'services.html'],
    ['/services/ai-development', 'services/ai-development.html'],
    ['/software-for/kmu', 'software-for/kmu.html'],
    ['/glossary/rag', 'glossary/rag.html'],
  ])('%s → %s', (pathname, file) => expect(pageFile(pathname)).toBe(file));

  it.each([
    '',
    '//',
    '/about/',
    '/About',
    '/about.html',
    '/index',
    '/../etc/passwd',
    '/services/../app',
    '/%2e%2e/secret',
    '/services//ai',
    '//services',
    '/a b',
    '/über-uns',
    '/.source-hash',
    'about',
    '/app',
    '/404',
  ])('rejects %j', (pathname) => expect(pageFile(pathname)).toBeNull());
});
