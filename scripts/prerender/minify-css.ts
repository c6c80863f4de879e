import CleanCSS from 'clean-css';

const cleaner = new CleanCSS({ level: 1 });

/**
 * The consent layer's styles as a page carries them inline: minified, since every byte of
 * a document counts before its first paint, and a document larger than the first
 * round trip of a new connection carries (about 14 KB) needs a second one
 * (docs/decisions/053). Level 1 of clean-css only drops what does not change the rules
 * (whitespace, comments, redundant units); it fails on styles it cannot read.
 */
export function minifyCss(css: string): string {
  const { styles, errors } = cleaner.minify(css);
  if (errors.length > 0) throw new Error(`the consent layer's styles could not be minified: ${errors.join('; ')}`);
  return styles;
}
