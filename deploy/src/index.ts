export { sitemapXml } from './seo/sitemap';
export { robotsTxt } from './seo/robots';
export { contentSecurityPolicy, cspDirectives, serializeCsp, type CspDirectives } from './headers/content-security-policy';
export { inlineBootScript, inlineScriptHashes, scriptHashSource } from './headers/inline-boot-script';
export { baseHeaders, corsHeaders, htmlHeaders, permissionsPolicy, type HeaderList } from './headers/security-headers';
export { cacheClassOf, cacheControlFor, cacheControlValues, immutableFolders, type CacheClass } from './http/cache-control';
export { pageFile, pageSegmentPattern, reservedPageNames } from './http/page-file';
export { activeClientOnlyPatterns, isClientOnly } from './http/client-only';
export { isFileRequest } from './http/request-path';
export { redirectLocation } from './http/redirect';
export { createShellApp, type ShellAppOptions } from './http/shell-app';
export { createRemoteApp, type RemoteAppOptions } from './http/remote-app';
export { nginxLiveFiles, nginxSiteFiles, type NginxSiteOptions } from './nginx/site-config';
export { redirectsFileName } from './nginx/redirect-locations';
export { pointerManifest, ManifestShapeError } from './release/pointer-manifest';
export { releaseIdOf, contentHashOf } from './release/release-id';
export { releaseFolder } from './release/release-names';
export { liveReleaseId } from './release/live-release';
export { defaultDeployTarget } from './release/deploy-target';
export { releaseCommand, type ReleaseSwitch } from './release/release-command';
export {
  pageRecordFile,
  pageRecordText,
  parsePageRecord,
  readPageRecord,
  sitemapOfRecord,
  sitemapPaths,
  type PageRecord,
} from './release/page-record';
export { faultPoint } from './release/fault-point';
export { deployRefusals } from './release/page-guards';
export { remoteStatus, statusCacheMs, type RemoteStatus } from './http/remotes-json';
export {
  applyPageChange,
  commitPageChange,
  folderPages,
  folderStore,
  isPageFile,
  pointerHeaders,
  readStoredRecord,
  s3Pages,
  siteStoreFromEnv,
  storeMirror,
  pointerFiles,
  PointerConflictError,
  releaseObjectHeaders,
  ReleaseStoreError,
  s3Store,
  sliceBucketPolicy,
  storeFromEnv,
  storeKeys,
  type BucketPolicy,
  type Deployment,
  type PageChange,
  type PageSwap,
  type PageStore,
  type SiteStore,
  type StoreMirror,
  type StoredPage,
  type StoredPointer,
  type Revalidation,
  type DurableFs,
  type LivePointer,
  type ReleaseStore,
  type StoreDefaults,
} from './store';
export { edgeVcl } from './varnish/edge-vcl';
export { probeTiming, type EdgeOrigins } from './varnish/origins';
export { edgeListenerName } from './varnish/receive';
export { unavailableText } from './varnish/deliver';
export { startOrigin, type OriginOptions, type OriginListener, type RunningOrigin } from './origin/start-origin';
export { healthPath } from './origin/origin-health';
