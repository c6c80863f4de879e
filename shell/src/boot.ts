/**
 * The page's only script of its own: inline at the end of a prerendered page, a file
 * in `app.html` and in development (docs/decisions/020). Public pages arrive
 * prerendered and complete, so the application (MF runtime, React, the route's
 * remote) starts once the browser reports the first contentful paint, instead of
 * competing with the page's stylesheets and images (docs/decisions/012); where nothing
 * on the page needs it before the visitor acts, only at the visitor's first interaction
 * (docs/decisions/042). The client-only pages (`app.html`, nothing to paint before the
 * application renders) and hidden tabs start at once. Until the application runs,
 * clicks on its buttons are taken and kept for it (docs/decisions/027), and the
 * undecided visitor's consent panel is part of the page (docs/decisions/043).
 */
import { recordEarlyClicks } from '@isarlicht/contracts/early-clicks';
import { fetchRouteAhead } from './boot/fetch-route-ahead';
import { takeFirstVisitPanel } from './boot/take-first-visit-panel';
import { hasDecided, readStoredVisit, waitsForVisitor } from './boot/waits-for-visitor';
import { whenIdle } from './federation/when-idle';
import { onFirstInteraction } from './page-region/on-first-interaction';

// Inline, the script has no address to resolve from; the shell is served from the origin's root.
const mainUrl = '/main.js';
const configUrl = '/remotes.json';
/** A visitor who only reads still gets what the application does later in a visit (the call button, granted analytics). */
const unpromptedStartMs = 5000;
let started = false;
let stopWaiting: () => void = () => undefined;

recordEarlyClicks(window);
const root = document.getElementById('root');
const startHints = (): DocumentFragment | null => {
  const hints = document.getElementById('start-hints');
  return hints instanceof HTMLTemplateElement ? hints.content : null;
};

/**
 * Everything the start needs at once (docs/decisions/027): `main.js`, the shell's start
 * scripts, the configuration and the route's manifest, which the prerender lists inert
 * in `#start-hints`, and the route's remote files as the live manifest names them.
 */
function startApplication(): void {
  if (started) return;
  started = true;
  stopWaiting();
  const main = document.createElement('script');
  main.src = mainUrl;
  document.head.append(main);
  // Each request started costs main-thread time: the rest in a task of its own, so neither is long (docs/decisions/034).
  setTimeout(() => {
    const hints = startHints();
    if (hints !== null) document.head.append(hints);
    fetchRouteAhead(configUrl, root?.dataset['remote'], root?.dataset['module']);
  }, 0);
}

function afterFirstContentfulPaint(task: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page whose paint is never reported (a browser quirk) still comes alive.
  setTimeout(once, 3000);
}

/**
 * The start scripts download once the page has painted, into the HTTP cache and at the
 * browser's lowest priority, so the first interaction only has to run them. Nothing of
 * them runs before that. One link per task: starting a request can cost the main thread
 * several milliseconds, and all of them in the paint's callback made a task long enough
 * to count as blocking on a slow phone. A start that comes first takes the rest as
 * preloads.
 */
function prefetchStartScripts(): void {
  const links = [...(startHints()?.querySelectorAll('link[as="script"]') ?? [])];
  const prefetchNext = () => {
    const link = links.shift();
    if (started || link === undefined) return;
    link.setAttribute('rel', 'prefetch');
    document.head.append(link);
    setTimeout(prefetchNext, 0);
  };
  prefetchNext();
}

/**
 * From here on every control of the page answers without the application: the menu is
 * the browser's popover, links are plain links, bus buttons are taken above. The
 * application starts when the visitor acts, or once the page has been quiet a while.
 */
function waitForVisitor(): void {
  document.documentElement.dataset['shell'] = 'live';
  stopWaiting = onFirstInteraction(window, startApplication);
  afterFirstContentfulPaint(() => {
    prefetchStartScripts();
    setTimeout(() => whenIdle(startApplication), unpromptedStartMs);
  });
}

const stored = readStoredVisit(() => window.localStorage);
takeFirstVisitPanel(root, hasDecided(stored));
const prerendered = root?.hasAttribute('data-prerendered') ?? false;
if (!prerendered || document.visibilityState === 'hidden') startApplication();
else if (waitsForVisitor({ root, location: window.location, stored })) waitForVisitor();
else afterFirstContentfulPaint(startApplication);
