import type { RemoteName } from '@isarlicht/contracts';
import { checkedReleaseId } from '../release/release-names';
import { ReleaseStoreError } from './release-store';

/** A file path goes into a key as it is: nothing that could climb out of its release. */
const safeSegment = /^(?!\.{1,2}$)[A-Za-z0-9._~+@-]+$/;

export function checkedFile(file: string): string {
  if (!file.split('/').every((segment) => safeSegment.test(segment))) throw new ReleaseStoreError(`"${file}" is not a file of a build`);
  return file;
}

/** The layout of `release-store.ts`, relative to the store's root (a folder, or the bucket's prefix). */
export const storeKeys = {
  releases: (remote: RemoteName): string => `${remote}/releases/`,
  release: (remote: RemoteName, id: string): string => `${remote}/releases/${checkedReleaseId(id)}/`,
  releaseFile: (remote: RemoteName, id: string, file: string): string => `${remote}/releases/${checkedReleaseId(id)}/${checkedFile(file)}`,
  pointer: (remote: RemoteName): string => `${remote}/mf-manifest.json`,
  /** The prerendered pages, `sitemap.xml` and their record (`page-store.ts`): the shell's part of the store. */
  pages: 'shell/',
} as const;

/** The file whose presence marks a release as complete: every back end writes it last. */
export const completionFile = 'mf-manifest.json';
