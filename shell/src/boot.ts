/**
 * The only script the page names. Public pages arrive prerendered and complete, so the
 * application (MF runtime, React, the route's remote) starts after the first paint
 * instead of competing with the page's stylesheets and images for the network
 * (docs/decisions/012). A hidden tab paints nothing, so it starts at once.
 */
const script = document.currentScript;
const mainUrl = new URL('main.js', script instanceof HTMLScriptElement ? script.src : document.baseURI).href;

function startApplication(): void {
  const main = document.createElement('script');
  main.src = mainUrl;
  document.head.append(main);
}

if (document.visibilityState === 'hidden') startApplication();
else requestAnimationFrame(() => setTimeout(startApplication, 0));
