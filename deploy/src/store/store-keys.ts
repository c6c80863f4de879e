import type { RemoteName } from '@isarlicht/contracts';
import { ReleaseStoreError } from './release-store';

/** A release id or file path goes into a key or path as it is: nothing that could climb out of its folder. */
const safeSegment = /^(?!\.{1,2}$)[A-Za-z0-9._~+@-]+$/;

export function checkedId(id: string): string {
  if (!safeSegment.test(id) || id.startsWith('.')) throw new ReleaseStoreError(`"${id}" is not a release id`);
  return id;
}

export function checkedFile(file: string): string {
  if (!file.split('/').every((segment) => safeSegment.test(segment))) throw new ReleaseStoreError(`"${file}" is not a file of a build`);
  return file;
}

/** The layout of `release-store.ts`, relative to the store's root (a folder, or the bucket's prefix). */
export const storeKeys = {
  releases: (remote: RemoteName): string => `${remote}/releases/`,
  release: (remote: RemoteName, id: string): string => `${remote}/releases/${checkedId(id)}/`,
  releaseFile: (remote: RemoteName, id: string, file: string): string => `${remote}/releases/${checkedId(id)}/${checkedFile(file)}`,
  pointer: (remote: RemoteName): string => `${remote}/mf-manifest.json`,
} as const;

/** The file whose presence marks a release as complete: every back end writes it last. */
export const completionFile = 'mf-manifest.json';
