export {
  conflictMessage,
  PointerConflictError,
  ReleaseStoreError,
  type Deployment,
  type LivePointer,
  type ReleaseStore,
} from './release-store';
export { folderStore, type FolderStoreOptions } from './folder-store';
export { s3Store, type S3StoreOptions } from './s3-store';
export { storeFromEnv, type StoreDefaults } from './store-from-env';
export { releaseObjectHeaders, pointerHeaders, type ObjectHeaders } from './object-headers';
export { nodeDurableFs, type DurableFs } from './durable-fs';
export { storeKeys } from './store-keys';
export { sliceBucketPolicy, type BucketPolicy } from './bucket-policy';
