export {
  conflictMessage,
  PointerConflictError,
  ReleaseStoreError,
  type Deployment,
  type LivePointer,
  type ReleaseStore,
  type Revalidation,
  type StoredPointer,
  type UploadProgress,
} from './release-store';
export { folderStore, type FolderStoreOptions } from './folder-store';
export { s3Store, type S3StoreOptions } from './s3-store';
export { folderPages } from './folder-pages';
export { s3Pages } from './s3-pages';
export { readStoredRecord, readVersionedRecord, type PageStore, type PageSwap, type StoredPage } from './page-store';
export { isPageFile, isReleaseFile } from './store-names';
export { siteStoreFromEnv, storeFromEnv, type SiteStore, type StoreDefaults } from './store-from-env';
export { releaseObjectHeaders, pointerHeaders, type ObjectHeaders } from './object-headers';
export { nodeDurableFs, type DurableFs } from './durable-fs';
export { storeKeys } from './store-keys';
export { sliceBucketPolicy, type BucketPolicy } from './bucket-policy';
export { storeMirror, type StoreMirror, type StoreMirrorOptions } from './store-mirror';
export { pointerFiles } from './pointer-files';
export { applyPageChange, commitPageChange, type PageChange } from './page-change';
