import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { checkedReleaseId } from '../release/release-names';
import { checkedReleaseFile } from './store-names';

/** The layout of `release-store.ts`, relative to the store's root (a folder, or the bucket's prefix). */
export const storeKeys = {
  releases: (remote: RemoteName): string => `${remote}/releases/`,
  release: (remote: RemoteName, id: string): string => `${remote}/releases/${checkedReleaseId(id)}/`,
  releaseFile: (remote: RemoteName, id: string, file: string): string =>
    `${remote}/releases/${checkedReleaseId(id)}/${checkedReleaseFile(file)}`,
  pointer: (remote: RemoteName): string => `${remote}/mf-manifest.json`,
  /** The prerendered pages, `sitemap.xml` and their record (`page-store.ts`): the shell's part of the store. */
  pages: 'shell/',
} as const;

/** The file whose presence marks a release as complete: every back end writes it last. */
export const completionFile = 'mf-manifest.json';
