/**
 * The only script the page names. Public pages arrive prerendered and complete, so the
 * application (MF runtime, React, the route's remote) starts once the browser reports
 * the first contentful paint, instead of competing with the page's stylesheets and
 * images (docs/decisions/012). The client-only pages (`app.html`, nothing to paint
 * before the application renders) and hidden tabs start at once.
 */
const script = document.currentScript;
const mainUrl = new URL('main.js', script instanceof HTMLScriptElement ? script.src : document.baseURI).href;
let started = false;

function startApplication(): void {
  if (started) return;
  started = true;
  const main = document.createElement('script');
  main.src = mainUrl;
  document.head.append(main);
}

function afterFirstContentfulPaint(start: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page whose paint is never reported (a browser quirk) still comes alive.
  setTimeout(start, 3000);
}

const prerendered = document.getElementById('root')?.hasAttribute('data-prerendered') ?? false;
if (!prerendered || document.visibilityState === 'hidden') startApplication();
else afterFirstContentfulPaint(startApplication);
