import { decode } from '@jridgewell/sourcemap-codec';

/** Libraries every page carries, whichever app's origin serves them. */
export type LibraryPart = 'react' | 'router' | 'mf-runtime';

export const libraryParts: readonly LibraryPart[] = ['react', 'router', 'mf-runtime'];

/** What the bytes of a chunk are: a shared library, or the app that shipped the chunk (`owner`). */
export type Part = LibraryPart | 'owner';

const libraryPatterns: readonly (readonly [LibraryPart, RegExp])[] = [
  ['react', /\/node_modules\/(?:react|react-dom|scheduler)\//],
  // The shell's router, React Router, whose matcher the contracts use too (docs/decisions/037).
  ['router', /\/node_modules\/react-router(?:-dom)?\//],
  // webpack's own runtime modules are the loader Module Federation extends: counted with it.
  ['mf-runtime', /\/node_modules\/@module-federation\/|^webpack:\/\/[^/]*\/webpack\//],
];

/** The part a source-map source path belongs to. */
export function partOfSource(source: string): Part {
  for (const [part, pattern] of libraryPatterns) if (pattern.test(source)) return part;
  return 'owner';
}

export interface SourceMapJson {
  readonly sources: readonly (string | null)[];
  readonly mappings: string;
}

export type PartWeights = Record<Part, number>;

const emptyWeights = (): PartWeights => ({ react: 0, router: 0, 'mf-runtime': 0, owner: 0 });

/**
 * Characters of the generated code per part: each mapping segment owns the code up to
 * the next segment on its line. Code without a mapping (webpack's glue) and line breaks
 * belong to the owner.
 */
export function weighChunk(code: string, map: SourceMapJson): PartWeights {
  const weights = emptyWeights();
  const parts = map.sources.map((source) => (source === null ? 'owner' : partOfSource(source)));
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  weights.owner += lines.length - 1;
  lines.forEach((line, index) => {
    const segments = [...(decoded[index] ?? [])].sort((a, b) => a[0] - b[0]);
    let start = 0;
    let part: Part = 'owner';
    for (const segment of segments) {
      const column = Math.min(segment[0], line.length);
      weights[part] += column - start;
      start = column;
      part = segment.length > 1 ? (parts[segment[1] ?? -1] ?? 'owner') : 'owner';
    }
    weights[part] += line.length - start;
  });
  return weights;
}

/** Splits `total` bytes in proportion to the weights, in whole bytes that add up to `total`. */
export function splitProportionally(total: number, weights: PartWeights): PartWeights {
  const sum = Object.values(weights).reduce((a, b) => a + b, 0);
  if (sum === 0) return { ...emptyWeights(), owner: total };
  const shares = emptyWeights();
  let given = 0;
  for (const part of libraryParts) {
    shares[part] = Math.round((total * weights[part]) / sum);
    given += shares[part];
  }
  shares.owner = total - given;
  return shares;
}
