export { ConsentLayer as default } from '../layer/consent-layer';
export { FirstVisitPanel } from '../panel/first-visit-panel';
export { EarlyDialogs } from '../modals/early-dialogs';
