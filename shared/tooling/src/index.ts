export { createWebpackConfig } from './create-webpack-config';
export { appNames, callAnalyticsPort, deploymentConfigFromEnv, portOf, vapiScript, type AppName } from './ports';
export { createBootConfig } from './create-boot-config';
export {
  chromiumArgs,
  describeBrowser,
  noBrowserHelp,
  resolveBrowser,
  resolveTestBrowser,
  type BrowserFinders,
  type BrowserOrder,
  type ResolvedBrowser,
} from './browser';
export { buildReleaseOf, commitOf, type BuildRelease } from './release-metadata';
export type { DevMiddleware } from './create-webpack-config';
export { pageManifestOf, remoteExposes } from './remote-exposes';
