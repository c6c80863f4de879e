import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import type { JsonObject } from '../release/pointer-manifest';

/**
 * Where a remote's releases and its live pointer are kept (docs/decisions/048). Every
 * back end keeps one layout per remote, the one `npm start` serves from a folder:
 *
 *   <remote>/releases/<id>/<file>       a release's files, immutable (the id holds the content hash)
 *   <remote>/mf-manifest.json           the live pointer, written last, revalidated by every client
 *   <remote>/.deployments…              the deployment history, a dotfile no server publishes
 *
 * A release counts as published once its own `mf-manifest.json` is there: it is
 * written last, so a release cut short is neither listed nor switched to.
 */
export interface ReleaseStore {
  /** Where it keeps them, for messages: a folder or `s3://bucket/prefix` (never a credential). */
  readonly location: string;
  /**
   * Publishes a build folder as the release `id` of `remote`; `created` is false where it
   * was there already. `written` is called after each stored file (k of n): a deploy's
   * fault point stops there (docs/decisions/050).
   */
  putRelease(remote: RemoteName, id: string, dist: string, written?: UploadProgress): Promise<{ readonly created: boolean }>;
  hasRelease(remote: RemoteName, id: string): Promise<boolean>;
  /** The published releases, sorted by id. */
  listReleases(remote: RemoteName): Promise<readonly string[]>;
  /** The live pointer and its version, or null before the first deployment. */
  readPointer(remote: RemoteName): Promise<LivePointer | null>;
  /**
   * The live pointer again, cheaply: `unchanged` while it is still at `known` (a
   * conditional GET on S3), else the pointer with its bytes as stored, or `missing`.
   */
  revalidatePointer(remote: RemoteName, known: string | null): Promise<Revalidation<StoredPointer>>;
  /** The files of a published release (relative, `/`), its manifest among them; a `ReleaseStoreError` where it is not published. */
  releaseFiles(remote: RemoteName, id: string): Promise<readonly string[]>;
  readReleaseFile(remote: RemoteName, id: string, file: string): Promise<Buffer>;
  /**
   * Makes a published release live, a compare-and-swap: only while the pointer is still
   * at `expected` (the version this deploy read; null: no pointer yet), otherwise a
   * `PointerConflictError` and nothing is switched.
   */
  switchPointer(remote: RemoteName, id: string, expected: string | null, deployedAt?: string): Promise<Deployment>;
  /** The switches, oldest first. */
  history(remote: RemoteName): Promise<readonly Deployment[]>;
}

/** Called after the k-th of n files of a release is stored. */
export type UploadProgress = (written: number, total: number) => void;

/** A conditional read: what changed since the version the reader holds. */
export type Revalidation<T> = { readonly state: 'unchanged' } | { readonly state: 'missing' } | ({ readonly state: 'changed' } & T);

/** The live pointer with the bytes it is stored as, which an origin serves as they are. */
export interface StoredPointer {
  readonly pointer: LivePointer;
  readonly body: Buffer;
}

/** One switch of a remote's pointer: the release that went live, and when. */
export interface Deployment {
  readonly id: string;
  readonly deployedAt: string;
}

export interface LivePointer {
  /** The live `mf-manifest.json` (ADR 013's pointer manifest). */
  readonly manifest: JsonObject;
  /** The release it points at, or null for a manifest written before releases had ids. */
  readonly releaseId: string | null;
  /** Opaque: what `switchPointer` compares with (a content hash, an ETag). */
  readonly version: string;
}

/** A store that cannot do what was asked, said in one line (no credentials in it). */
export class ReleaseStoreError extends Error {
  override name = 'ReleaseStoreError';
}

/** Another deploy of the same remote switched its pointer first, or is switching it now. */
export class PointerConflictError extends ReleaseStoreError {
  override name = 'PointerConflictError';
}

/** Why a switch lost to another deploy: `changed` when the pointer moved since it was read, `busy` when a switch is under way. */
export function conflictMessage(remote: RemoteName, why: { readonly changed: string } | { readonly busy: string }): string {
  return 'changed' in why
    ? `refused, nothing was switched: the live pointer of ${remote} changed since this deploy read it (${why.changed}), another deploy went live first; deploy again to go live after it`
    : `refused, nothing was switched: another deploy of ${remote} is switching its live pointer now (${why.busy}); deploy again once it is done`;
}
