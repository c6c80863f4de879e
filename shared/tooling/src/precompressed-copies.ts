/**
 * The copies a production build writes beside its scripts, styles and SVGs, compressed
 * ahead with the best settings (docs/decisions/040), smaller first: the build writes them
 * (`precompressed-files.ts`), the servers send the one the browser accepts.
 */
export const precompressedCopies = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The files a build compresses ahead. */
export const compressedAhead = /\.(?:js|css|svg)$/;

export type PrecompressedEncoding = (typeof precompressedCopies)[number]['encoding'];
