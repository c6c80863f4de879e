/**
 * The page's only script of its own: inline at the end of a prerendered page, a file
 * in `app.html` and in development (docs/decisions/020). Public pages arrive
 * prerendered and complete, so the application (MF runtime, React, the route's
 * remote) starts once the browser reports the first contentful paint, instead of
 * competing with the page's stylesheets and images (docs/decisions/012). The
 * client-only pages (`app.html`, nothing to paint before the application renders)
 * and hidden tabs start at once. Until the application runs, clicks on its buttons
 * are taken and kept for it (docs/decisions/027).
 */
import { recordEarlyClicks } from '@isarlicht/contracts/early-clicks';
import { fetchRouteAhead } from './boot/fetch-route-ahead';

// Inline, the script has no address to resolve from; the shell is served from the origin's root.
const mainUrl = '/main.js';
const configUrl = '/remotes.json';
let started = false;

recordEarlyClicks(window);
const root = document.getElementById('root');

/**
 * Everything the start needs at once (docs/decisions/027): `main.js`, the shell's start
 * scripts, the configuration and the route's manifest, which the prerender lists inert
 * in `#start-hints`, and the route's remote files as the live manifest names them.
 */
function startApplication(): void {
  if (started) return;
  started = true;
  const main = document.createElement('script');
  main.src = mainUrl;
  document.head.append(main);
  // Each request started costs main-thread time: the rest in a task of its own, so neither is long (docs/decisions/034).
  setTimeout(() => {
    const hints = document.getElementById('start-hints');
    if (hints instanceof HTMLTemplateElement) document.head.append(hints.content);
    fetchRouteAhead(configUrl, root?.dataset['remote'], root?.dataset['module']);
  }, 0);
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

const prerendered = root?.hasAttribute('data-prerendered') ?? false;
if (!prerendered || document.visibilityState === 'hidden') startApplication();
else afterFirstContentfulPaint(startApplication);
