import { createHash } from 'node:crypto';

/**
 * The validator a file is served with where it is not the file's time and size: the
 * pages and pointers an origin copies from the store, whose times are those of its
 * own copy. `file` is relative to the app's root (`about.html`, `mf-manifest.json`).
 */
export type ValidatorOf = (file: string) => string | undefined;

/**
 * A strong ETag of the bytes themselves: every origin that holds the same page or
 * pointer sends the same one, so a revalidation that reaches another origin is a 304,
 * and a changed file gets a new one (docs/decisions/063).
 */
export const contentValidator = (body: Buffer): string => `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`;

export const noValidators: ValidatorOf = () => undefined;
