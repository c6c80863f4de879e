import { pageLinks, seedPaths } from '../prerender/crawl';
import { pageDocument } from '../prerender/page-document';

const template =
  '<!doctype html><html lang=de><head><meta charset=utf-8><title>App</title><script defer src=/boot.js></script></head>' +
  '<body><div id=root><noscript>Dieser Bereich benötigt JavaScript.</noscript></div></body></html>';
const boot = '(()=>{window.started=!0})();';
const page = {
  path: '/about',
  head: '<title>Über uns | Isarlicht Digital</title>',
  body: '<header>Kopf</header><main><h1>Über uns</h1></main>',
  stylesheets: ['/styles/shell.1234.css', 'http://localhost:8081/styles/about.5678.css'],
  module: null,
  staticContent: false,
};

describe('prerendered page document', () => {
  const html = pageDocument(template, page, boot);

  it('puts the page head in place of the app title, with the stylesheets the page uses', () => {
    expect(html).toContain('<title>Über uns | Isarlicht Digital</title>');
    expect(html).not.toContain('<title>App</title>');
    expect(html).toContain(
      '<link rel="stylesheet" href="/styles/shell.1234.css"><link rel="stylesheet" href="http://localhost:8081/styles/about.5678.css">',
    );
  });

  it('carries the boot script inline at the end of the body instead of naming its file', () => {
    expect(html).not.toContain('boot.js');
    expect(html.endsWith(`</main></div><script>${boot}</script></body></html>`)).toBe(true);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('fills #root with the markup, marked with its path, and drops the no-script notice', () => {
    expect(html).toContain('<div id="root" data-prerendered="/about"><header>Kopf</header><main><h1>Über uns</h1></main></div>');
    expect(html).not.toContain('benötigt JavaScript');
  });

  it('names the remote and module of a remote page on #root and lists its start as inert preloads before the boot script', () => {
    const hints = { scripts: ['/main.js', '/chunks/388.ab.js'], fetches: ['/remotes.json', 'http://localhost:8081/mf-manifest.json'] };
    const remotePage = pageDocument(template, { ...page, module: 'marketing/./about' }, boot, hints);
    expect(remotePage).toContain('<div id="root" data-prerendered="/about" data-remote="marketing" data-module="./about"><header>');
    expect(remotePage).toContain('about.5678.css"></head>');
    const inert =
      '<template id="start-hints"><link rel="preload" as="script" fetchpriority="low" href="/main.js">' +
      '<link rel="preload" as="script" fetchpriority="low" href="/chunks/388.ab.js">' +
      '<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="/remotes.json">' +
      '<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="http://localhost:8081/mf-manifest.json"></template>';
    expect(remotePage.endsWith(`</main></div>${inert}<script>${boot}</script></body></html>`)).toBe(true);
  });

  it('names no remote for static content, whose module the start does not load', () => {
    const staticPage = pageDocument(template, { ...page, module: 'marketing/./about', staticContent: true }, boot);
    expect(staticPage).toContain('<div id="root" data-prerendered="/about"><header>');
  });

  it('carries the first-visit consent panel after the boot script, its styles in the head, and says so on #root', () => {
    const consent = {
      panel: '<div id="first-visit-consent" class="overlay">Cookie-Einstellungen</div>',
      dialogs: '<div data-early-dialog="assistant" class="overlay">KI-Assistent</div>',
      css: '.overlay{position:fixed}',
    };
    const withPanel = pageDocument(template, page, boot, undefined, consent);
    expect(withPanel).toContain('about.5678.css"><style>.overlay{position:fixed}</style></head>');
    expect(withPanel).toContain('<div id="root" data-prerendered="/about" data-consent-panel><header>');
    expect(
      withPanel.endsWith(
        `</main></div><template id="early-dialogs">${consent.dialogs}</template><script>${boot}</script>${consent.panel}</body></html>`,
      ),
    ).toBe(true);
    expect(() => pageDocument(template, page, boot, undefined, { ...consent, css: 'a{}</style><script>' })).toThrow(/cannot be inlined/);
  });

  it('carries the early dialogs and their styles without a panel where the consent release renders none', () => {
    const consent = { panel: null, dialogs: '<div data-early-dialog="booking">Erstgespräch buchen</div>', css: '.overlay{position:fixed}' };
    const legal = pageDocument(template, page, boot, undefined, consent);
    expect(legal).toContain('<style>.overlay{position:fixed}</style></head>');
    expect(legal).toContain('<div id="root" data-prerendered="/about"><header>');
    expect(legal.endsWith(`<template id="early-dialogs">${consent.dialogs}</template><script>${boot}</script></body></html>`)).toBe(true);
  });

  it('fails loudly when the shell page changes shape', () => {
    expect(() =>
      pageDocument(
        '<html><body></body></html>',
        { path: '/', head: '', body: '', stylesheets: [], module: null, staticContent: false },
        boot,
      ),
    ).toThrow(/title/);
    expect(() => pageDocument(template.replace('<script defer src=/boot.js></script>', ''), page, boot)).toThrow(/boot/);
    expect(() => pageDocument(template, page, 'document.write("</script>")')).toThrow(/cannot be inlined/);
  });

  it('refuses a boot script that could end or escape its script element early, in any case', () => {
    // `</script` ends the element; `<!--` and `<script` lead the parser into the script data escaped states.
    for (const body of ['a="</SCRIPT>"', 'a="</Script "', 'a="<!--"', 'a="<script>"', 'a="<SCRIPT"', 'a="<scripted"']) {
      expect(() => pageDocument(template, page, body)).toThrow(/cannot be inlined/);
    }
    expect(pageDocument(template, page, 'a=b<c&&d>e;f="script"')).toContain('<script>a=b<c&&d>e;f="script"</script>');
  });
});

describe('crawl', () => {
  it('starts from every page the specification fixes', () => {
    expect(seedPaths).toHaveLength(92);
    expect(new Set(seedPaths).size).toBe(seedPaths.length);
  });

  it('follows internal page links only', () => {
    const html = [
      '<a href="/glossary/rag">',
      '<a href="/impressum#datenschutz">',
      '<a href="/references?tag=KI">',
      '<a href="/og/isarlicht-digital.png">',
      '<a href="//evil.example/x">',
      '<a href="https://example.com/">',
      '<a href="/vapi-dashboard">',
      '<a href="/for/kmu">',
      '<a href="mailto:hallo@isarlicht-digital.de">',
    ].join('');
    const redirects = [{ from: '/for/:industryId', to: '/software-for/:industryId' }];
    expect(pageLinks(html, redirects).sort()).toEqual(['/glossary/rag', '/impressum', '/references']);
  });
});
