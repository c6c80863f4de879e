import { recordWindowErrors } from '@isarlicht/browser-runtime/diagnostics/record-window-errors';
import { hasEarlyClicks } from '@isarlicht/browser-runtime/start/early-clicks';
import { consentLayerModule } from './federation/consent-layer-module';
import { loadRemoteModule } from './federation/remote-modules';
import { runPageStart } from './start/app/page-start';

// The dev dashboard's error tracker sees everything from here on (ADR 015).
recordWindowErrors();
// Withdrawing consent and the version check must not depend on any remote being up.
if (runPageStart()) {
  // A click the page kept waits for the consent layer: its remote entry and chunks are read and run while React
  // still downloads, not after the bootstrap has (docs/decisions/080). The slot takes the same load; it reports a failure.
  if (hasEarlyClicks(window)) loadRemoteModule(consentLayerModule.remote, consentLayerModule.module).catch(() => undefined);
  // The federation runtime has just initialised in this task. The application starts in
  // the next one, so neither task blocks input for long (docs/decisions/019).
  setTimeout(() => void import('./bootstrap'), 0);
}
