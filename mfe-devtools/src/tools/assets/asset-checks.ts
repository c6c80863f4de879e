export interface MeasuredAsset {
  readonly remote: string;
  readonly url: string;
  readonly status: number;
  /** Bytes as served (uncompressed body). */
  readonly bytes: number;
  readonly gzipBytes: number;
  /** From resource timing; 0 when the origin hides it (no Timing-Allow-Origin) or it came from cache. */
  readonly transferBytes: number;
  readonly cacheControl: string | null;
}

/** Gzip budgets per file; a larger file is drawn red (docs/product.md section 9 keeps the first load ≤ 150 KB). */
export const budgets = { js: 100 * 1024, css: 30 * 1024, image: 200 * 1024 } as const;

const typeOf = (url: string): keyof typeof budgets | null => {
  const path = new URL(url).pathname;
  if (path.endsWith('.js')) return 'js';
  if (path.endsWith('.css')) return 'css';
  return /\.(svg|png|jpe?g|webp|avif)$/.test(path) ? 'image' : null;
};

/** What is wrong with one served file, in German; empty when nothing is. */
export function assetProblems(asset: MeasuredAsset): string[] {
  if (asset.status !== 200) return [`fehlt (HTTP ${asset.status})`];
  const problems: string[] = [];
  const type = typeOf(asset.url);
  if (type !== null && asset.gzipBytes > budgets[type]) problems.push(`über dem Budget von ${budgets[type] / 1024} KB gzip`);
  const immutable = asset.cacheControl?.includes('immutable') ?? false;
  const hashed = /\/releases\/|\.[0-9a-f]{8,}\./.test(asset.url);
  if (hashed && !immutable) problems.push('versionierte Datei ohne immutable-Caching');
  if (!hashed && immutable) problems.push('unversionierte Datei als immutable gecacht');
  return problems;
}

export interface ImageProblem {
  readonly src: string;
  readonly foundOn: readonly string[];
  readonly missing: readonly ('alt' | 'width' | 'height')[];
}

/** Images without alt (an empty alt is a decision, not a finding) or without width and height, which shift the layout. */
export function imageProblems(
  pages: readonly {
    readonly path: string;
    readonly images: readonly {
      readonly src: string;
      readonly alt: string | null;
      readonly width: string | null;
      readonly height: string | null;
    }[];
  }[],
): ImageProblem[] {
  const found = new Map<string, ImageProblem>();
  for (const page of pages) {
    for (const image of page.images) {
      const missing = (['alt', 'width', 'height'] as const).filter((attribute) => image[attribute] === null);
      if (missing.length === 0) continue;
      const known = found.get(image.src);
      found.set(image.src, { src: image.src, missing, foundOn: known ? [...new Set([...known.foundOn, page.path])] : [page.path] });
    }
  }
  return [...found.values()];
}
