/**
 * The page's only script of its own: inline at the end of a prerendered page, a file
 * in `app.html` and in development. It reads the visit once and `startMode` decides
 * when the application (MF runtime, React, the route's remote) starts: at once for a
 * page without a snapshot or a hidden tab, at the reported first contentful paint, or
 * once the visitor's first interaction has been answered (docs/start-path.md, the
 * modes; docs/decisions/065). Until the consent layer runs, clicks on the application's
 * buttons are taken and kept for it, the assistant and booking dialogs show their early
 * frame, and the consent panel, part of the page, takes the undecided visitor's answer
 * itself and shows a decided visitor's settings.
 */
import { recordEarlyClicks } from '@isarlicht/browser-runtime/start/early-clicks';
import {
  moduleAttribute,
  remoteAttribute,
  rootId,
  shellStateAttribute,
  startHintsId,
  type ShellState,
} from '@isarlicht/contracts/start/page-state';
import { afterAnswer } from './boot/after-answer';
import { answerEarlyClick } from './boot/answer-early-click';
import { appendMainScript } from './boot/append-main-script';
import { byTouch } from './boot/by-touch';
import { cancelPrefetches } from './boot/cancel-prefetches';
import { fetchModuleAhead, lookUpModule, prefetchModuleAhead } from './boot/fetch-route-ahead';
import { navigatesAway } from './boot/navigates-away';
import { onePerTask } from './boot/one-per-task';
import { takeFirstVisitPanel } from './boot/take-first-visit-panel';
import { consentLayerModule } from '../federation/consent-layer-module';
import { onFirstInteraction } from './on-first-interaction';
import { readVisit } from './read-visit';
import { grants, startMode } from './start-mode';
import { whenIdle } from './when-idle';

// Inline, the script has no address to resolve from; the shell is served from the origin's root.
const configUrl = '/remotes.json';
/** A visitor who only reads still gets what the application does later in a visit (the call button at 10 s). */
const unpromptedStartMs = 5000;
let started = false;
/** The page is about to be replaced (a link that loads the next page, a consent decision's reload): nothing unasked starts. */
let leaving = false;
let layerFetched = false;
let stopWaiting: () => void = () => undefined;

const root = document.getElementById(rootId);
const visit = readVisit(document, root, window.location, () => window.localStorage);
const { stored } = visit;
/** The page is about to be replaced: nothing more starts, and what downloads ahead stops, so the next page has the network. */
function leave(): void {
  leaving = true;
  stopWaiting();
  cancelPrefetches(document);
}
/** The page's consent panel: while it covers the page, the visitor answers it (which reloads the page) or closes the settings. */
const pagePanel = takeFirstVisitPanel(visit.panel, stored?.record ?? null, leave);
/** The start's links the prerender lists inert in `#start-hints`. */
const startHints = (): Element[] => {
  const hints = document.getElementById(startHintsId);
  return hints instanceof HTMLTemplateElement ? [...hints.content.children] : [];
};

/**
 * Everything the start needs at once (docs/decisions/027): the entry script, the shell's start
 * scripts, the configuration and the route's manifest, which the prerender lists inert
 * in `#start-hints`, and the route's remote files as the live manifest names them.
 */
function startApplication(): void {
  if (started) return;
  started = true;
  stopWaiting();
  appendMainScript(document);
  // Each request started costs main-thread time: the rest each in a task of its own (docs/decisions/034, 053).
  onePerTask([
    ...startHints().map((hint) => () => document.head.append(hint)),
    () => fetchModuleAhead(configUrl, root?.getAttribute(remoteAttribute), root?.getAttribute(moduleAttribute)),
  ]);
}

/** A visitor asked for the consent layer: its files load beside the start, not after the shell has hydrated. */
function fetchLayerAhead(): void {
  if (layerFetched) return;
  layerFetched = true;
  fetchModuleAhead(configUrl, consentLayerModule.remote, consentLayerModule.module);
}

const startUnasked = (): void => {
  if (!leaving) startApplication();
};

/** The visitor's first interaction has been answered: the application starts, unless the visitor is answering the consent panel. */
const startAfterInteraction = (event: Event | null): void => {
  afterAnswer(window, event, () => {
    if (!pagePanel.shown()) startUnasked();
  });
};

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
 * Once the page has painted: the consent layer's lookup (the configuration and its
 * manifest, two small requests one after the other), then the start scripts into the
 * HTTP cache at the browser's lowest priority, so a start only has to run them, then the
 * layer's files, which a tap on the assistant, the booking or the settings needs
 * (docs/decisions/077). Nothing of them runs. One request per task: starting one can
 * cost the main thread several milliseconds, and all of them in the paint's callback
 * made a task long enough to count as blocking on a slow phone. A start that comes
 * first takes the rest as preloads, the lookup's answers included. `downloaded` hears
 * when the last of them has arrived.
 */
function prefetchAhead(downloaded: () => void): void {
  const scripts = startHints().filter((link) => link.getAttribute('as') === 'script');
  const stopped = () => started || leaving;
  let layer: ReturnType<typeof lookUpModule> = Promise.resolve(null);
  onePerTask(
    [
      () => {
        layer = lookUpModule(configUrl, consentLayerModule.remote, consentLayerModule.module).catch(() => null);
      },
      ...scripts.map((link) => () => {
        link.setAttribute('rel', 'prefetch');
        document.head.append(link);
      }),
      () => void prefetchModuleAhead(layer, stopped).then(downloaded),
    ],
    stopped,
  );
}

/**
 * From here on every control of the page answers without the application: the menu is
 * the browser's popover, links are plain links, bus buttons are taken above and the
 * dialogs they open show their early frame. The application starts once the visitor's
 * first interaction with a mouse, a pen or the keyboard has been answered (unless it
 * loads the next page or answers the consent panel), at a bus control, or once the page
 * has been quiet a while; for a visitor who granted analytics as soon as the page is
 * idle after `load`, so a short visit is counted too.
 */
function waitForVisitor(untilLoad: boolean): void {
  document.documentElement.setAttribute(shellStateAttribute, 'live' satisfies ShellState);
  // A finger's interactions need nothing of the application (the menu, links, bus buttons answer without it), and a
  // start they set off would compete with the taps that follow on a slow phone (docs/decisions/053).
  stopWaiting = onFirstInteraction(window, startAfterInteraction, (event) => !byTouch(event));
  window.addEventListener('click', (event) => {
    if (navigatesAway(event, window.location)) leave();
  });
  afterFirstContentfulPaint(() => {
    if (untilLoad) whenIdle(startUnasked);
    // Quiet a while: 5 s once the page's own downloads are done, not while they still arrive (docs/decisions/053).
    prefetchAhead(() => setTimeout(() => whenIdle(startUnasked), unpromptedStartMs));
  });
}

recordEarlyClicks(window, (click, takeBack) => {
  if (answerEarlyClick(document, click, takeBack, { allowed: (purpose) => grants(stored, purpose), settings: pagePanel })) return;
  // The early answer paints first; then the start, and the consent layer that answers the click.
  afterAnswer(window, null, () => {
    startApplication();
    fetchLayerAhead();
  });
});
const { mode } = startMode(visit);
if (mode === 'now') startApplication();
else if (mode === 'paint') afterFirstContentfulPaint(startApplication);
else waitForVisitor(mode === 'load');
