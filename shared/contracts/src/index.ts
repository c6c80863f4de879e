export * from './routes/ids';
export * from './routes/paths';
export * from './events/event-map';
export * from './events/bus';
export * from './consent/consent-record';
export * from './consent/analytics-cookies';
export * from './consent/parse-consent-record';
export * from './consent/first-visit-panel';
export * from './consent/consent-choice';
export * from './consent/save-consent';
export { firstVisitBox, firstVisitSelection } from './consent/first-visit-decision';
export * from './config/site-config';
export * from './config/navigation';
export * from './contracts/layout-slots';
export * from './contracts/page-module';
export * from './contracts/remotes';
export * from './contracts/deployment-config';
export * from './routes/address-grammar';
export * from './routes/compiled-pattern';
export * from './routes/match-pattern';
export * from './routes/pattern-overlap';
export * from './routes/redirects';
export * from './pages/page-manifest';
export * from './pages/routed-pages';
export * from './pages/path-claims';
export * from './pages/served-addresses';
export * from './routes/client-only';
export * from './routes/specified-pages';
export * from './routes/specified-redirects';
export * from './navigation/navigate';
export * from './contracts/remote-release';
export * from './diagnostics/error-log';
export * from './diagnostics/record-window-errors';
export * from './inspect/inspection';
export * from './names/page-names';
export * from './events/bus-action';
export * from './events/layer-requests';
export { busDetailAttribute, busEventAttribute, hasEarlyClicks, takeEarlyClicks, type EarlyClick } from './start/early-clicks';
export {
  earlyCloseAttribute,
  earlyDialogAttribute,
  earlyDialogsId,
  earlyPurposeAttribute,
  earlyWhenAttribute,
  takeEarlyDialogs,
} from './start/early-dialogs';
export { takeEarlyFetch } from './start/early-fetch';
