import { stripScripts } from '../src/strip-scripts';

describe('stripScripts', () => {
  it('removes the preloaded fetches only scripts read', () => {
    const html =
      '<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="/remotes.json"><link rel="stylesheet" href="/a.css">';
    expect(stripScripts(html)).toBe('<link rel="stylesheet" href="/a.css">');
  });

  it('removes every script element and script preload, and keeps the rest', () => {
    const html = [
      '<head><link rel="stylesheet" href="/a.css"><script defer src=/main.js></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<link rel="modulepreload" href="/c.js"><link rel=preload as=script href=/d.js>',
      '<link rel="preload" as="image" href="/hero.svg"></head><body><h1>Hi</h1><SCRIPT>x()</SCRIPT></body>',
    ].join('\n');
    expect(stripScripts(html)).toBe(
      [
        '<head><link rel="stylesheet" href="/a.css">',
        '',
        '',
        '<link rel="preload" as="image" href="/hero.svg"></head><body><h1>Hi</h1></body>',
      ].join('\n'),
    );
  });
});
