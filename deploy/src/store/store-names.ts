import { pageRecordFile } from '../release/page-record';
import { ReleaseStoreError } from './release-store';

/**
 * The one rule both back ends apply to the names in a store (docs/decisions/063). A
 * name is taken byte for byte, never normalised: each `/`-separated segment is ASCII
 * letters, digits and `. _ ~ + @ -`, and not `.` or `..`. Anything a file system or an
 * S3 gateway would read differently (`./`, `//`, `\`, `%`, spaces, non-ASCII in either
 * Unicode form, a leading `/`) is refused, so a name means the same in a folder and
 * in a bucket, and none climbs out of its release.
 */
const safeSegment = /^(?!\.{1,2}$)[A-Za-z0-9._~+@-]+$/;

const isSafeName = (file: string): boolean => file.split('/').every((segment) => safeSegment.test(segment));
/** A segment starting with `.`: a build stamp, a staged write, a lock; never part of a release. */
const isHidden = (file: string): boolean => file.split('/').some((segment) => segment.startsWith('.'));

/** Whether a name is a file of a release: safe, and nothing in it hidden. */
export const isReleaseFile = (file: string): boolean => isSafeName(file) && !isHidden(file);

/** A release file's name before it reaches a path or a key; a `ReleaseStoreError` for any other. */
export function checkedReleaseFile(file: string): string {
  if (!isReleaseFile(file)) throw new ReleaseStoreError(`"${file}" is not a file of a release (${namesRule})`);
  return file;
}

/**
 * The files a build publishes as a release: hidden ones left out (build stamps), and
 * every other name checked before anything is written, so a build with one name the
 * rule refuses is refused whole.
 */
export function releaseFilesOf(files: readonly string[], source: string): string[] {
  const published = files.filter((file) => !isHidden(file));
  const refused = published.filter((file) => !isSafeName(file));
  if (refused.length > 0)
    throw new ReleaseStoreError(`${source}: ${refused.map((file) => `"${file}"`).join(', ')} cannot be a file of a release (${namesRule})`);
  return published;
}

/**
 * Whether a name is one of the files a page store keeps: a page's HTML (not the
 * shell's `app.html`), `sitemap.xml`, `robots.txt` or the record; each a safe name.
 */
export const isPageFile = (file: string): boolean =>
  isSafeName(file) &&
  (file === pageRecordFile ||
    (!isHidden(file) && ((file.endsWith('.html') && file !== 'app.html') || ['sitemap.xml', 'robots.txt'].includes(file))));

/** A page file's name before it reaches a path or a key; a `ReleaseStoreError` for any other. */
export function checkedPageFile(file: string): string {
  if (!isPageFile(file))
    throw new ReleaseStoreError(
      `"${file}" is not a page file (a page's .html, sitemap.xml, robots.txt or ${pageRecordFile}; ${namesRule})`,
    );
  return file;
}

const namesRule = 'names are ASCII letters, digits and . _ ~ + @ - between slashes, none hidden, none . or ..';
