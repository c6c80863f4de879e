import { cancelPrefetches } from '../src/start/boot/cancel-prefetches';

describe('the downloads ahead, as the page is left', () => {
  it('removes the prefetch links and keeps the page’s stylesheets and preloads', () => {
    document.head.innerHTML = [
      '<link rel="stylesheet" href="/styles/site.css">',
      '<link rel="prefetch" as="script" href="/main.js">',
      '<link rel="preload" as="script" href="/chunks/1.js">',
      '<link rel="prefetch" as="style" href="https://consent.example/styles/layer.css" crossorigin="anonymous">',
    ].join('');
    cancelPrefetches(document);
    expect([...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href') ?? ''}`)).toEqual([
      'stylesheet /styles/site.css',
      'preload /chunks/1.js',
    ]);
  });
});
