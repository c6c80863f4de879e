import { startTransition } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { renderAttribute, rootId, type RenderState } from '@isarlicht/contracts/start/page-state';
import '@isarlicht/ui/base.css';
import { App } from './app';
import { loadDeployment } from './federation/remote-modules';
import { isSnapshotLoad, keepStaticPage } from './start/page-region/static-page';
import { prerenderRequested } from './start/prerender/prerender-flag';
import { loadPageOf } from './routes/match-route';
import { mountConsentLayer } from './start/app/layer-root';

async function start(): Promise<void> {
  const root = document.getElementById(rootId);
  if (!root) throw new Error('#root is missing from the page');
  const prerender = prerenderRequested(window);
  let pageIsReady: () => void = () => undefined;
  const pageReady = new Promise<void>((resolve) => {
    pageIsReady = resolve;
  });
  // The consent layer is the visitor's, not the page's: never in the prerendered HTML (docs/decisions/066).
  const layerFirst = prerender ? Promise.resolve() : mountConsentLayer(document, pageReady);
  const config = await loadDeployment().catch((error: unknown) => {
    // Header, footer and the slots' German message still render; their retry reads the configuration again.
    console.error('[shell] deployment configuration unavailable', error);
    return { devDashboard: false, pages: [] };
  });
  if (prerender) {
    const { installPrerender } = await import(/* webpackChunkName: "prerender" */ './start/prerender/install-prerender');
    installPrerender(window, config, <App config={config} />);
    return;
  }
  // A dialog the visitor opened before the start comes before the page it covers.
  await layerFirst;
  const { pathname } = window.location;
  // The snapshot is of the path without a query; a filter in the URL renders anew.
  const firstLoad = isSnapshotLoad(root, window.location);
  // Content that stays the server's HTML needs no remote to come alive (docs/decisions/028).
  // Otherwise the route's remote module loads before the first render, so hydration finds
  // the page, not its loading state. A remote that fails leaves the slot to show its error.
  const loaded =
    (firstLoad && keepStaticPage(root, pathname)) ||
    (await loadPageOf(pathname, config).then(
      () => true,
      () => false,
    ));
  // Without transitions, as the bus navigations expect: a page is prepared before the location
  // changes (RouterBridge), and one that still suspends shows its loading state at once.
  const app = (
    <BrowserRouter useTransitions={false}>
      <App config={config} onReady={pageIsReady} />
    </BrowserRouter>
  );
  const hydrate = loaded && firstLoad;
  // Tells tests and tools how this page came alive.
  document.documentElement.setAttribute(renderAttribute, (hydrate ? 'hydrated' : 'client') satisfies RenderState);
  if (hydrate) {
    // As a transition, hydration works in slices and yields to the browser between
    // them, instead of one task that blocks input for the length of the page
    // (docs/decisions/019). The page is already painted, so nothing waits for it.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) =>
          console.error('[shell] hydration mismatch: the running remotes differ from the prerendered HTML, React rendered it anew', error),
      });
    });
  } else {
    createRoot(root).render(app);
  }
}

void start();
