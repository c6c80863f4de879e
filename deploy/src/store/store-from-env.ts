import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { folderPages } from './folder-pages';
import { folderStore } from './folder-store';
import type { PageStore } from './page-store';
import { ReleaseStoreError, type ReleaseStore } from './release-store';
import { s3Pages } from './s3-pages';
import { s3Store } from './s3-store';
import { storeKeys } from './store-keys';

/** What a store needs besides the environment: the folder deploys go to when nothing is said. */
export interface StoreDefaults {
  /** `DEPLOY_ROOT`, or `.deploy` in the repository: what `npm start` serves. */
  readonly root: string;
  /** Where the pages of that root are: the shell's build `npm start` serves (default `<root>/shell`, as in any other folder store). */
  readonly pages?: string;
}

/** The releases of the remotes and the pages of the site, in one store (docs/decisions/050). */
export interface SiteStore {
  readonly releases: ReleaseStore;
  readonly pages: PageStore;
}

const defaultTimeoutMs = 15_000;
/** S3's rule for a bucket name, the part of it a path-style address needs. */
const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const usage = 'RELEASE_STORE must be file:<absolute folder> or s3://<bucket>/<prefix>';

function timeoutOf(env: NodeJS.ProcessEnv): number {
  const value = env.RELEASE_STORE_TIMEOUT_MS;
  if (value === undefined || value === '') return defaultTimeoutMs;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0)
    throw new ReleaseStoreError(`RELEASE_STORE_TIMEOUT_MS must be a whole number of milliseconds, not "${value}"`);
  return ms;
}

/** The folder of `file:`, `file:/abs` or `file:///abs`; the default root for a bare `file:`. */
function folderOf(value: string, defaults: StoreDefaults): string {
  const rest = value.slice('file:'.length);
  if (rest === '') return defaults.root;
  const folder = rest.startsWith('///') ? rest.slice(2) : rest;
  if (!folder.startsWith('/') || folder.startsWith('//')) throw new ReleaseStoreError(`${usage}, not "${value}"`);
  return path.normalize(folder);
}

function endpointOf(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.AWS_ENDPOINT_URL;
  if (value === undefined || value === '') return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new ReleaseStoreError(`AWS_ENDPOINT_URL must be an http(s) address, not "${value}"`);
  return value;
}

function s3StoreFromEnv(value: string, env: NodeJS.ProcessEnv): SiteStore {
  const [bucket = '', ...prefixParts] = value.slice('s3://'.length).split('/');
  const prefix = prefixParts.filter((part) => part !== '');
  if (!bucketName.test(bucket)) throw new ReleaseStoreError(`${usage}: "${bucket}" is not a bucket name`);
  if (prefix.some((part) => part === '.' || part === '..')) throw new ReleaseStoreError(`${usage}: the prefix may not hold . or ..`);
  const accessKeyId = env.AWS_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY ?? '';
  if (accessKeyId === '' || secretAccessKey === '')
    throw new ReleaseStoreError(`${value} needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the environment`);
  const endpoint = endpointOf(env);
  const region = env.AWS_REGION ?? 'us-east-1';
  // The SDK's own switch for its notice that later versions need Node 22: the project runs on Node 20
  // (its engines), and a notice on stderr of every command would break the one-line errors.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region,
    endpoint,
    // Gateways without a wildcard DNS name take the bucket in the path.
    forcePathStyle: true,
    // Only the environment's credentials: never a profile file or an instance role found on the machine.
    credentials: { accessKeyId, secretAccessKey, ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) },
    // Checksums only where S3 requires them: gateways like RGW 16.2 predate the SDK's default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const options = { client, bucket, prefix: prefix.join('/'), endpoint: endpoint ?? `S3 (${region})`, timeoutMs: timeoutOf(env) };
  return { releases: s3Store(options), pages: s3Pages(options) };
}

/**
 * The release store the environment names: `RELEASE_STORE` unset or `file:` keeps
 * today's folders; `s3://bucket/prefix` with the standard AWS variables
 * (`AWS_ENDPOINT_URL`, `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_REGION`) is
 * object storage. Bad input throws a `ReleaseStoreError` before anything is written.
 */
export function storeFromEnv(env: NodeJS.ProcessEnv, defaults: StoreDefaults): ReleaseStore {
  return siteStoreFromEnv(env, defaults).releases;
}

/**
 * The releases and the pages the environment names (`storeFromEnv`): a folder store
 * keeps its pages in `<root>/shell`, the default root in the shell's build `npm start`
 * serves; an S3 store under `<prefix>/shell/`.
 */
export function siteStoreFromEnv(env: NodeJS.ProcessEnv, defaults: StoreDefaults): SiteStore {
  const value = (env.RELEASE_STORE ?? '').trim();
  if (value === '' || value.startsWith('file:')) {
    const root = value === '' ? defaults.root : folderOf(value, defaults);
    const pages =
      path.resolve(root) === path.resolve(defaults.root) && defaults.pages !== undefined
        ? defaults.pages
        : path.join(root, storeKeys.pages);
    return {
      releases: folderStore({ targetOf: (remote: RemoteName) => path.join(root, remote), location: root }),
      pages: folderPages(pages),
    };
  }
  if (value.startsWith('s3://')) return s3StoreFromEnv(value, env);
  throw new ReleaseStoreError(`${usage}, not "${value}"`);
}
