import { recordWindowErrors } from '@isarlicht/browser-runtime/diagnostics/record-window-errors';
import { hasEarlyClicks } from '@isarlicht/browser-runtime/start/early-clicks';
import { consentLayerModule } from './federation/consent-layer-module';
import { loadRemoteModule } from './federation/remote-modules';
import { runPageStart } from './start/app/page-start';

const bootstrap = () => void import(/* webpackChunkName: "bootstrap" */ './bootstrap');

// The dev dashboard's error tracker sees everything from here on (ADR 015).
recordWindowErrors();
// Withdrawing consent and the version check must not depend on any remote being up.
if (runPageStart()) {
  const keptClick = hasEarlyClicks(window);
  // A click the page kept waits for the consent layer: its remote entry and chunks are read and run while React
  // still downloads, not after the bootstrap has (docs/decisions/080). The slot takes the same load; it reports a failure.
  if (keptClick) loadRemoteModule(consentLayerModule.remote, consentLayerModule.module).catch(() => undefined);
  // The federation runtime has just initialised in this task; the application starts in the next one
  // (docs/decisions/019). A visitor who waits for a dialog gets the start in as few tasks as it takes; for
  // one who may tap next, React DOM evaluates in a task of its own and the bootstrap's modules in the one
  // after, so neither is long enough to hold a tap back (docs/decisions/081). The bootstrap retries a
  // React DOM that failed to load.
  setTimeout(() => {
    if (keptClick) bootstrap();
    else void import('react-dom/client').catch(() => undefined).then(() => setTimeout(bootstrap, 0));
  }, 0);
}
