import type { PageManifest } from '@isarlicht/contracts/pages/page-manifest';
import { pageCopy } from './page-copy';
import { pageSource, pageTestSource } from './page-source';
import type { PageSlice } from './slice-layouts';

/** A static address of lower-case words: what a generated page may answer (patterns with params need their content first). */
const staticPath = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;
const manifestEnd = /\n\] as const satisfies PageManifest;/;

export interface NewPageRequest {
  readonly slice: PageSlice;
  readonly path: string;
  readonly title: string;
  /** The slice's `src/pages.ts` as it is, and the manifest it exports. */
  readonly manifestSource: string;
  readonly manifest: PageManifest;
}

/** A file to write, relative to the slice's folder. */
export interface GeneratedFile {
  readonly file: string;
  readonly content: string;
}

/**
 * The files a new page consists of: its component below `src/pages/`, its entry added
 * at the end of `src/pages.ts` and its unit test. Refuses an address that is no static
 * page address or that the slice already declares, and an id the slice already uses.
 */
export function newPageFiles({ slice, path, title, manifestSource, manifest }: NewPageRequest): GeneratedFile[] {
  if (!staticPath.test(path)) throw new Error(`--path must be an address of lower-case words such as /insights, not "${path}"`);
  const segments = path.slice(1).split('/');
  const id = segments.join('-');
  const module = `${segments[0]}/${id}-page`;
  const taken = manifest.find((entry) => entry.path === path || entry.id === id);
  if (taken !== undefined) throw new Error(`mfe-${slice} already declares ${taken.path} (page ${taken.id})`);
  if (!manifestEnd.test(manifestSource)) throw new Error('src/pages.ts no longer ends its list with "] as const satisfies PageManifest;"');
  const copy = pageCopy(title, slice);
  const entry = `  { id: '${id}', path: '${path}', module: '${module}', example: {}, prerender: true, sitemap: true },`;
  return [
    { file: `src/pages/${module}.tsx`, content: pageSource(id, copy, slice) },
    { file: 'src/pages.ts', content: manifestSource.replace(manifestEnd, (end) => `\n${entry}${end}`) },
    { file: `test/${id}-page.test.tsx`, content: pageTestSource(id, module, copy) },
  ];
}
