import { stat, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/** One document as brotli at its best setting, made once for the file's version. */
export interface BrotliDocument {
  readonly body: Buffer;
  /** The plain file's time and size: what the copy was made from. */
  readonly modified: Date;
  readonly size: number;
}

/** More than the shell's pages, its `app.html` and `404.html` together; a folder that outgrows it compresses again. */
const keptDocuments = 1024;
const kept = new Map<string, { readonly version: string; readonly copy: Promise<BrotliDocument> }>();

/**
 * The document at `file` (an absolute path) compressed with brotli's best setting, which
 * no server can afford per request: a page's HTML at quality 11 is about a tenth smaller
 * than at the setting the on-the-fly compression uses, and that brings a page and its
 * headers into the first round trip of a new connection (docs/decisions/079). Made once
 * per version of the file (its time and size), in the thread pool; requests that arrive
 * meanwhile share it.
 */
export async function brotliDocument(file: string): Promise<BrotliDocument> {
  const { mtime, size } = await stat(file);
  const version = `${mtime.getTime()}:${size}`;
  const known = kept.get(file);
  if (known !== undefined && known.version === version) return known.copy;
  const copy = readFile(file).then(async (plain) => ({
    body: await compress(plain, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
    }),
    modified: mtime,
    size,
  }));
  kept.delete(file);
  if (kept.size >= keptDocuments) kept.delete(kept.keys().next().value ?? '');
  kept.set(file, { version, copy });
  copy.catch(() => kept.delete(file));
  return copy;
}
