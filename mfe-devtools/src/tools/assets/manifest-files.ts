/** The files a remote's live manifest names: its entry and every shared and exposed asset. */
interface AssetLists {
  readonly js?: { readonly sync?: readonly string[]; readonly async?: readonly string[] };
  readonly css?: { readonly sync?: readonly string[]; readonly async?: readonly string[] };
}

interface ManifestShape {
  readonly metaData?: { readonly remoteEntry?: { readonly path?: string; readonly name?: string } };
  readonly shared?: readonly { readonly assets?: AssetLists }[];
  readonly exposes?: readonly { readonly assets?: AssetLists }[];
}

const filesOf = (assets: AssetLists | undefined): string[] =>
  [assets?.js?.sync, assets?.js?.async, assets?.css?.sync, assets?.css?.async].flatMap((list) => list ?? []);

/** Absolute URLs, resolved against the manifest's folder as the MF runtime does for `publicPath: "auto"`. */
export function manifestFiles(manifest: unknown, manifestUrl: string): string[] {
  const shape = (typeof manifest === 'object' && manifest !== null ? manifest : {}) as ManifestShape;
  const base = new URL('.', manifestUrl);
  const entry = shape.metaData?.remoteEntry;
  const entryFile = entry?.name ? [entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name] : [];
  const assets = [...(shape.shared ?? []), ...(shape.exposes ?? [])].flatMap((item) => filesOf(item.assets));
  return [...new Set([...entryFile, ...assets])].map((file) => new URL(file, base).href);
}
