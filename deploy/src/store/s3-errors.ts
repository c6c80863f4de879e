import { ReleaseStoreError } from './release-store';

/** What a failed request was for, and where: the words of its one-line error. */
export interface S3Request {
  readonly action: string;
  readonly key: string;
  readonly endpoint: string;
  readonly bucket: string;
  readonly timeoutMs: number;
}

interface SdkFailure {
  readonly name?: unknown;
  readonly code?: unknown;
  readonly $metadata?: { readonly httpStatusCode?: unknown };
}

const fieldOf = (error: unknown, field: keyof SdkFailure): unknown =>
  typeof error === 'object' && error !== null && field in error ? (error as SdkFailure)[field] : undefined;

/** The status of a failed S3 request, or undefined where it got no answer. */
const statusOf = (error: unknown): number | undefined => {
  const status = (fieldOf(error, '$metadata') as SdkFailure['$metadata'])?.httpStatusCode;
  return typeof status === 'number' ? status : undefined;
};

/** A failed request: its one line, and the name and status a caller may expect (`NoSuchKey`, 412). */
export class S3RequestError extends ReleaseStoreError {
  override name = 'S3RequestError';
  constructor(
    message: string,
    readonly code: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

/**
 * One line saying what went wrong, built from the error's name and status only: an
 * SDK message may quote a request, and nothing here may carry a credential.
 */
export function s3Failure(error: unknown, request: S3Request): S3RequestError {
  const rawName = fieldOf(error, 'name');
  const name = typeof rawName === 'string' ? rawName : 'Error';
  const code = fieldOf(error, 'code');
  const status = statusOf(error);
  const store = `the release store ${request.endpoint}`;
  const message = ((): string => {
    if (name === 'AbortError' || name === 'TimeoutError')
      return `${store} did not answer within ${request.timeoutMs} ms (${request.action} ${request.key}): is it up? RELEASE_STORE_TIMEOUT_MS sets the wait`;
    if (name === 'NoSuchBucket')
      return `the bucket "${request.bucket}" does not exist at ${request.endpoint}: create it, or fix RELEASE_STORE`;
    if (name === 'InvalidAccessKeyId' || name === 'SignatureDoesNotMatch')
      return `${store} refused the credentials (${name}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY`;
    if (name === 'AccessDenied' || status === 403)
      return `${store} denied ${request.action} ${request.key} (AccessDenied): these credentials may not write there, as a slice's key may write only under its own remote`;
    if (status === undefined)
      return `cannot reach ${store} (${typeof code === 'string' ? code : name}) for ${request.action} ${request.key}: check AWS_ENDPOINT_URL`;
    return `${store} answered ${status} ${name} to ${request.action} ${request.key}`;
  })();
  return new S3RequestError(message, name, status);
}

/** A conditional write another writer beat: 412, or 409 from a gateway that saw two at once (S3 answers so for `If-None-Match`). */
export const isWriteConflict = (error: unknown): boolean =>
  error instanceof S3RequestError && (error.status === 412 || error.status === 409);
